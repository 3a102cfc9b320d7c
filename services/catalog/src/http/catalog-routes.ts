import { createRoute, z } from '@hono/zod-openapi';
import { Slug } from '@wine/contracts/catalog/catalog-ids';
import { FeaturedWinesQuery, WineDto, WineList } from '@wine/contracts/catalog/wine';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { signInRequired } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import {
  bearerOptional,
  errorResponses,
  json,
  notModified,
  serialisedJson,
} from '@wine/platform/http/openapi-parts';
import { readyJson } from '@wine/platform/http/ready-answers';
import { viewerKind } from '@wine/platform/http/viewer';
import { investmentShownTo, isShownTo } from '../read/investment-visibility.ts';
import { toWineDto, toWineListItem } from '../read/wine-dto.ts';
import type { CatalogHttpDeps } from './catalog-http-deps.ts';

const wineBySlug = createRoute({
  method: 'get',
  path: '/api/catalog/wines/{slug}',
  operationId: 'getWineBySlug',
  security: bearerOptional,
  summary: "A wine by its slug (the storefront's /product/$slug)",
  tags: ['catalog'],
  request: { params: z.object({ slug: Slug }) },
  responses: {
    200: json(WineDto, 'The wine'),
    ...errorResponses(400, [401, 'an investment wine, asked for by a guest (spec 6)'], [404, 'no such wine']),
  },
});

const featured = createRoute({
  method: 'get',
  path: '/api/catalog/featured-wines',
  operationId: 'getFeaturedWines',
  security: bearerOptional,
  summary:
    'Featured wines for the home page: in stock, rated 4.5 or more, best first; no investment wine for a guest',
  tags: ['catalog'],
  request: { query: FeaturedWinesQuery },
  responses: { 200: json(WineList, 'Up to `limit` wines'), 304: notModified, ...errorResponses(400) },
});

export function catalogRoutes(deps: CatalogHttpDeps) {
  return createRouter()
    .openapi(wineBySlug, async (c) => {
      const { slug } = c.req.valid('param');
      const record = await deps.reader.bySlug(slug);
      if (record === undefined) throw new NotFoundError(`No wine has the slug ${slug}`, { slug });
      const viewer = await deps.viewerOf(c);
      if (!isShownTo(record, viewer)) throw signInRequired();
      return c.json(toWineDto(record, viewer), 200);
    })
    .openapi(featured, async (c) => {
      const { limit } = c.req.valid('query');
      const viewer = await deps.viewerOf(c);
      // Each kind of viewer its own answer: a guest's holds no investment wine (spec 6).
      const body = await deps.cache.get(`featured|${viewerKind(viewer)}|${limit}`, async () => {
        const records = await deps.reader.featured(limit, investmentShownTo(viewer));
        return readyJson({ items: records.map((r) => toWineListItem(r, viewer)) });
      });
      return serialisedJson<WineList>(c, body);
    });
}
