import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { Slug } from '@wine/contracts/catalog/catalog-ids';
import {
  BlogPost,
  GrapeVariety,
  JournalPage,
  JournalQuery,
  LearnIndex,
  WineGuide,
  WineLinks,
  WineLinksQuery,
  WineRegion,
} from '@wine/contracts/content/content-api';
import { PieceId } from '@wine/contracts/content/content-pieces';
import { SearchQuery, SearchResult } from '@wine/contracts/content/search';
import type { Pool } from '@wine/platform/db/pool';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { createRouter } from '@wine/platform/http/create-router';
import {
  bearerOptional,
  errorResponses,
  type JsonResponse,
  json,
  serialisedJson,
} from '@wine/platform/http/openapi-parts';
import { type ReadyAnswer, readyJson } from '@wine/platform/http/ready-answers';
import { isSignedInCaller } from '@wine/platform/http/viewer';
import { ProjectionStamp, pgStampOf, type StampOptions } from '@wine/platform/projections/projection-stamp';
import { StampedCache } from '@wine/platform/projections/stamped-cache';
import { CONTENT_PROJECTION } from '../projections/content-projection.ts';
import { ContentReader } from '../read/content-reader.ts';
import { Searcher } from '../search/searcher.ts';
import { sitemapXml } from './sitemap.ts';

export interface ContentRouterOptions {
  pool: Pool;
  /** The storefront's public origin, for the sitemap's absolute addresses. */
  siteUrl: string;
  stamp?: StampOptions;
}

const tags = ['content'];
const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new NotFoundError(`${what} not found`);
  return value;
};
const byId = z.object({ id: PieceId });

/** The journal, the learning pages, search over wines and articles, and sitemap.xml. */
export function contentRouter(options: ContentRouterOptions) {
  const reader = new ContentReader(options.pool);
  const searcher = new Searcher(options.pool);
  // Searches as typed repeat a great deal ("ma", "mal", "malb" from every shopper): an answer is
  // kept until the read model moves, so a repeat costs no query.
  const answers = new StampedCache<ReadyAnswer>(
    new ProjectionStamp(pgStampOf(options.pool, CONTENT_PROJECTION), options.stamp),
  );
  // A grape's or region's page lists the shop's wines of it, investment ones to signed-in callers only.
  const learn = (path: string, operationId: string, schema: z.ZodType, summary: string) =>
    createRoute({
      method: 'get',
      path,
      operationId,
      security: bearerOptional,
      tags,
      summary,
      request: { params: byId },
      responses: {
        200: json(schema, summary),
        ...errorResponses([400, 'not an id'], [404, 'no such published page']),
      },
    });

  // A read its query string says what of: 400 when the query does not parse.
  const queried = <Query extends z.ZodObject, Answer extends z.ZodType>(
    path: string,
    operation: { operationId: string; security: RouteConfig['security'] },
    summary: string,
    query: Query,
    answer: JsonResponse<Answer>,
  ) =>
    createRoute({
      method: 'get',
      path,
      ...operation,
      tags,
      summary,
      request: { query },
      responses: { 200: answer, ...errorResponses(400) },
    });

  return createRouter()
    .openapi(
      queried(
        '/api/journal',
        { operationId: 'getJournal', security: [] },
        'Published posts, newest first: the featured one, the categories, a page of the rest',
        JournalQuery,
        json(JournalPage, 'A page of the journal'),
      ),
      async (c) => c.json(await reader.journal(c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/journal/{slug}',
        operationId: 'getJournalPost',
        security: [],
        tags,
        summary: 'One published post (a draft is not found)',
        request: { params: z.object({ slug: Slug }) },
        responses: {
          200: json(BlogPost, 'The post, its content as safe HTML'),
          ...errorResponses([400, 'not a slug'], [404, 'no such published post']),
        },
      }),
      async (c) => c.json(found(await reader.post(c.req.valid('param').slug), 'Post'), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/learn',
        operationId: 'getLearnIndex',
        security: [],
        tags,
        summary: 'Every grape, region and guide page',
        responses: { 200: json(LearnIndex, 'The learning pages by kind') },
      }),
      async (c) => c.json(await reader.learnIndex(), 200),
    )
    .openapi(
      learn(
        '/api/learn/grapes/{id}',
        'getGrapeVariety',
        GrapeVariety,
        'A grape variety, with the wines of it in the shop',
      ),
      async (c) =>
        c.json(found(await reader.grape(c.req.valid('param').id, isSignedInCaller(c)), 'Grape variety'), 200),
    )
    .openapi(
      learn(
        '/api/learn/regions/{id}',
        'getWineRegion',
        WineRegion,
        'A wine region, with the wines from it in the shop',
      ),
      async (c) =>
        c.json(found(await reader.region(c.req.valid('param').id, isSignedInCaller(c)), 'Wine region'), 200),
    )
    .openapi(
      learn('/api/learn/guides/{id}', 'getWineGuide', WineGuide, 'A wine guide, step by step'),
      async (c) => c.json(found(await reader.guide(c.req.valid('param').id), 'Wine guide'), 200),
    )
    .openapi(
      queried(
        '/api/learn/for-wine',
        { operationId: 'getWineLinks', security: [] },
        "The grape and region pages a wine's page links to",
        WineLinksQuery,
        json(WineLinks, 'Pages that exist, none when there are none'),
      ),
      async (c) => {
        const { varietal, region } = c.req.valid('query');
        return c.json(await reader.wineLinks(varietal, region), 200);
      },
    )
    .openapi(
      queried(
        '/api/search',
        { operationId: 'search', security: bearerOptional },
        'Wines and articles matching a query, ranked, matches marked; slips corrected',
        SearchQuery,
        json(SearchResult, 'Up to `limit` wines and `limit` articles'),
      ),
      async (c) => {
        const { q, limit } = c.req.valid('query');
        const sees = isSignedInCaller(c);
        const build = async () => readyJson(await searcher.search(q, limit, sees));
        return serialisedJson<SearchResult>(c, await answers.get(`${sees}|${limit}|${q}`, build));
      },
    )
    .get('/sitemap.xml', async (c) =>
      c.body(sitemapXml(options.siteUrl, await reader.sitemapEntries()), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    );
}
