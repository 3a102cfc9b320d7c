import { Slug } from '@wine/contracts/catalog/catalog-ids';
import { ImageVariantQuery } from '@wine/contracts/catalog/image-variants';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { createRouter } from '@wine/platform/http/create-router';
import { errorResponse } from '@wine/platform/http/error-response';
import { issueDetails } from '@wine/platform/http/validation-hook';
import { labelSvg } from '../labels/label-svg.ts';
import type { CatalogHttpDeps } from './catalog-http-deps.ts';

/**
 * GET /media/labels/<slug>.svg[?w=&q=]: each wine's label, drawn from the read model on request, so
 * every imported wine has one and nothing is fetched from elsewhere. Not in the OpenAPI
 * document: it answers an image, not JSON. `w` (a device width, 640 to 3840) and `q` (75 by
 * default) are the image optimiser's parameters (spec section 9), as the storefront's srcset asks.
 */
export function labelRoutes(deps: CatalogHttpDeps) {
  return createRouter().get('/media/labels/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const variant = ImageVariantQuery.safeParse(c.req.query());
    if (!variant.success) {
      return errorResponse(c, 400, 'VALIDATION_ERROR', { details: issueDetails(variant.error.issues) });
    }
    const slug = c.req.param('file').slice(0, -'.svg'.length);
    const record = Slug.safeParse(slug).success ? await deps.reader.bySlug(slug) : undefined;
    if (record === undefined) throw new NotFoundError(`No wine has the slug ${slug}`, { slug });
    const svg = labelSvg(
      {
        ...record.masterWine,
        vintage: record.product.vintage,
        bottleSize: record.product.bottleSize,
        // A drawn label is vector: it is exact at any quality, so only the width changes it.
      },
      variant.data.w,
    );
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      // A label changes only with the wine's details; five minutes keeps a scrolling shop cheap.
      'cache-control': 'public, max-age=300',
    });
  });
}
