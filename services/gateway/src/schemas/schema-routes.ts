import { publishedSchemas } from '@wine/contracts/json-schemas';
import type { AppEnv } from '@wine/platform/http/app-env';
import { errorResponse } from '@wine/platform/http/error-response';
import { Hono } from 'hono';

/**
 * The JSON Schemas of every analytics message and domain event (contracts/json-schema, generated
 * from the zod contracts), for consumers in any language: GET /schemas lists them, GET
 * /schemas/<kind>/<Type>.v<N>.json serves one; each message's `ce_dataschema` header names its
 * URL (docs/analytics.md). Public, like the topics' documentation.
 */
export function schemaRoutes(): Hono<AppEnv> {
  const schemas = publishedSchemas();
  const byPath = new Map(schemas.map((s) => [s.path, `${JSON.stringify(s.json, null, 2)}\n`]));
  const index = schemas.map(({ path, type, version }) => ({ type, version, url: `/schemas/${path}` }));
  const headers = { 'content-type': 'application/schema+json', 'cache-control': 'public, max-age=300' };
  return new Hono<AppEnv>()
    .get('/schemas', (c) => c.json({ schemas: index }, 200, { 'cache-control': 'public, max-age=300' }))
    .get('/schemas/:kind/:file', (c) => {
      const text = byPath.get(`${c.req.param('kind')}/${c.req.param('file')}`);
      if (text === undefined)
        return errorResponse(c, 404, 'NOT_FOUND', { message: `No schema at ${c.req.path}` });
      return c.body(text, 200, headers);
    });
}
