import { createRoute, z } from '@hono/zod-openapi';
import { MasterWineId } from '@wine/contracts/catalog/catalog-ids';
import {
  MasterWineDto,
  MasterWineSearchQuery,
  MasterWineSearchResult,
} from '@wine/contracts/catalog/master-wine';
import { ShopListingQuery } from '@wine/contracts/catalog/shop-listing';
import { ShopSearchQuery, ShopSearchResult } from '@wine/contracts/catalog/shop-search';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { offeringReadyAnswers, type PlainAsk } from '@wine/platform/fast-path/ready-lookups';
import { assertSignedIn, signInRequired } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import {
  bearerOptional,
  errorResponses,
  json,
  notModified,
  serialisedJson,
} from '@wine/platform/http/openapi-parts';
import { readyJson } from '@wine/platform/http/ready-answers';
import { GUEST, type Viewer, viewerKind } from '@wine/platform/http/viewer';
import type { Context, Next } from 'hono';
import { investmentShownTo, isShownTo } from '../read/investment-visibility.ts';
import type { RecordPage } from '../read/shop-reader.ts';
import { toWineDto, toWineListItem } from '../read/wine-dto.ts';
import type { CatalogHttpDeps } from './catalog-http-deps.ts';

const listing = createRoute({
  method: 'get',
  path: '/api/mobile-app/shop',
  operationId: 'getShop',
  security: bearerOptional,
  summary: 'Shop listing by collection type, newest first',
  tags: ['catalog'],
  request: { query: ShopListingQuery },
  responses: { 200: json(ShopSearchResult, 'A page of wines'), 304: notModified, ...errorResponses(400) },
});

const search = createRoute({
  method: 'get',
  path: '/api/mobile-app/shop/search',
  operationId: 'searchShop',
  security: bearerOptional,
  summary: 'Wine search: filters, sort and page',
  tags: ['catalog'],
  request: { query: ShopSearchQuery },
  responses: {
    200: json(ShopSearchResult, 'A page of matching wines'),
    304: notModified,
    ...errorResponses(400, [401, 'investment wines are for signed-in people (spec 6), not guests']),
  },
});

const masterWine = createRoute({
  method: 'get',
  path: '/api/mobile-app/shop/master-wine/{id}',
  operationId: 'getMasterWine',
  security: bearerOptional,
  summary: 'A master wine with each of its products',
  tags: ['catalog'],
  request: { params: z.object({ id: MasterWineId }) },
  responses: {
    200: json(MasterWineDto, 'The master wine; a guest sees only its products that are not investment wines'),
    ...errorResponses(
      400,
      [401, 'investment wines are for signed-in people (spec 6), not guests'],
      [404, 'no such wine'],
    ),
  },
});

const masterWineSearch = createRoute({
  method: 'get',
  path: '/api/master-wine/search',
  operationId: 'searchMasterWines',
  security: bearerOptional,
  summary: 'Master wines matching every word of q',
  tags: ['catalog'],
  request: { query: MasterWineSearchQuery },
  responses: { 200: json(MasterWineSearchResult, 'Matching master wines'), ...errorResponses(400) },
});

const toPage = (page: RecordPage, viewer: Viewer, { offset, limit }: { offset: number; limit: number }) => ({
  items: page.records.map((r) => toWineListItem(r, viewer)),
  total: page.total,
  offset,
  limit,
});

// A listing's or search's query string as it came: a repeat is answered from the cache before
// the string is parsed and validated again (together about a tenth of the listing's CPU). Only
// answers the route made are kept under it, so only a valid query's. Each kind of viewer has
// its own: a guest's answer holds no investment wine, a signed-in shopper's does (spec 6). Never
// an investment search's: it is refused to guests before any cache is asked (assertSignedIn).
const askedAs = (route: 'listing' | 'search', query: string, viewer: Viewer) =>
  `${route}-asked|${viewerKind(viewer)}|${query}`;

const queryOf = (c: Context) => {
  const url = c.req.url;
  const query = url.indexOf('?');
  return query === -1 ? '' : url.slice(query + 1);
};

export function shopRoutes(deps: CatalogHttpDeps) {
  const router = createRouter();
  for (const [route, path] of [
    ['listing', listing.path],
    ['search', search.path],
  ] as const) {
    const askedBefore = async (c: Context, next: Next) => {
      const answer = await deps.cache.peek(askedAs(route, queryOf(c), await deps.viewerOf(c)));
      return answer ? serialisedJson(c, answer) : next();
    };
    // A plain request proves no one: a guest's answer, if it was asked for before (ready-lane.ts).
    const guests = ({ query }: PlainAsk) => deps.cache.peekNow(askedAs(route, query, GUEST));
    router.use(path, offeringReadyAnswers(askedBefore, guests));
  }
  return router
    .openapi(listing, async (c) => {
      const q = c.req.valid('query');
      const viewer = await deps.viewerOf(c);
      const types = [...new Set(q.collectionTypes)].sort();
      const key = `listing|${viewerKind(viewer)}|${types.join(',')}|${q.offset}|${q.limit}`;
      const query = { ...q, collectionTypes: types };
      const build = async () =>
        readyJson(toPage(await deps.reader.listing(query, investmentShownTo(viewer)), viewer, q));
      const body = await deps.cache.get(key, build, askedAs('listing', queryOf(c), viewer));
      return serialisedJson<ShopSearchResult>(c, body);
    })
    .openapi(search, async (c) => {
      const q = c.req.valid('query');
      // Investment wines are for signed-in people (spec 2 and 6), at the API as in the shop.
      if (q.category === 'investment') assertSignedIn(c);
      const viewer = await deps.viewerOf(c);
      // The parsed query lists its keys in schema order, so equal searches make equal keys.
      const key = `search|${viewerKind(viewer)}|${JSON.stringify(q)}`;
      const build = async () =>
        readyJson(toPage(await deps.reader.search(q, investmentShownTo(viewer)), viewer, q));
      const asked = q.category === 'investment' ? undefined : askedAs('search', queryOf(c), viewer);
      const body = await deps.cache.get(key, build, asked);
      return serialisedJson<ShopSearchResult>(c, body);
    })
    .openapi(masterWine, async (c) => {
      const { id } = c.req.valid('param');
      const viewer = await deps.viewerOf(c);
      const all = await deps.reader.byMasterWine(id);
      if (all.length === 0) throw new NotFoundError(`Master wine ${id} not found`, { masterWineId: id });
      const products = all.filter((record) => isShownTo(record, viewer));
      const first = products[0];
      // Every product of it is an investment wine: a guest is asked to sign in (spec 6).
      if (first === undefined) throw signInRequired();
      const m = first.masterWine;
      return c.json(
        {
          id,
          name: m.name,
          producer: m.producer,
          varietal: m.varietal,
          region: m.region,
          country: m.country,
          wineType: m.wineType,
          rating: m.rating,
          reviewCount: m.reviewCount,
          description: m.description,
          tastingNotes: m.tastingNotes,
          foodPairings: m.foodPairings,
          servingTemperature: m.servingTemperature,
          products: products.map((p) => toWineDto(p, viewer)),
        },
        200,
      );
    })
    .openapi(masterWineSearch, async (c) => {
      const { q } = c.req.valid('query');
      const shown = investmentShownTo(await deps.viewerOf(c));
      return c.json({ masterWines: await deps.reader.searchMasterWines(q, shown) }, 200);
    });
}
