import { createRoute, type z } from '@hono/zod-openapi';
import type { AppEnv } from '@wine/platform/http/app-env';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json } from '@wine/platform/http/openapi-parts';
import type { Context, MiddlewareHandler } from 'hono';
import type { Page } from '../read/review-reader.ts';

type Paging = z.ZodObject<{ offset: z.ZodType<number>; limit: z.ZodType<number> } & z.ZodRawShape>;

interface PagedList<Q extends Paging, P extends z.ZodType> {
  path: string;
  operationId: string;
  summary: string;
  query: Q;
  page: P;
  read: (query: z.infer<Q>, c: Context) => Promise<Page<unknown>>;
  /** For a list kept to moderators: the checks that refuse anyone else (401, 403). */
  moderatorsOnly?: MiddlewareHandler<AppEnv>[];
}

/**
 * A GET of one page of reviews: the query validated from the contracts' schema, the page read,
 * and the paging the caller asked for echoed beside it (spec section 9: offset and limit).
 */
export function pagedListRoute<Q extends Paging, P extends z.ZodType>(list: PagedList<Q, P>) {
  const guard = list.moderatorsOnly;
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: list.path,
      operationId: list.operationId,
      tags: ['reviews'],
      summary: list.summary,
      ...(guard ? { security: bearer, middleware: guard } : { security: [] }),
      request: { query: list.query },
      responses: {
        200: json(list.page, 'A page of reviews and how many match'),
        ...(guard
          ? errorResponses(400, [401, 'no token, or a guest'], [403, 'the caller is not a moderator'])
          : errorResponses(400)),
      },
    }),
    async (c) => {
      // The route's own schema validated it; TypeScript cannot follow a generic route's query.
      const query = (c.req as { valid(target: 'query'): z.infer<Q> }).valid('query');
      const page = await list.read(query, c);
      return c.json({ ...page, offset: query.offset, limit: query.limit }, 200);
    },
  );
}
