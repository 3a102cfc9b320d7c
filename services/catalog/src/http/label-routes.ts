import { Slug } from '@wine/contracts/catalog/catalog-ids';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { createRouter } from '@wine/platform/http/create-router';
import { labelSvg } from '../labels/label-svg.ts';
import type { CatalogHttpDeps } from './catalog-http-deps.ts';

/**
 * GET /media/labels/<slug>.svg: each wine's label, drawn from the read model on request, so
 * every imported wine has one and nothing is fetched from elsewhere. Not in the OpenAPI
 * document: it answers an image, not JSON.
 */
export function labelRoutes(deps: CatalogHttpDeps) {
  return createRouter().get('/media/labels/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const slug = c.req.param('file').slice(0, -'.svg'.length);
    const record = Slug.safeParse(slug).success ? await deps.reader.bySlug(slug) : undefined;
    if (record === undefined) throw new NotFoundError(`No wine has the slug ${slug}`, { slug });
    const svg = labelSvg({
      ...record.masterWine,
      vintage: record.product.vintage,
      bottleSize: record.product.bottleSize,
    });
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      // A label changes only with the wine's details; five minutes keeps a scrolling shop cheap.
      'cache-control': 'public, max-age=300',
    });
  });
}
