import type { OpenAPIHono } from '@hono/zod-openapi';
import { renderApiReference } from './api-reference-page.ts';
import type { AppEnv } from './app-env.ts';

// Relative: every call is answered by the origin that serves this document, whatever name a
// proxy gives it (the region is the x-region header, not a host of its own).
const servers = [{ url: '/', description: 'The origin serving this document' }];

export interface ApiInfo {
  title: string;
  version: string;
}

/**
 * GET /openapi.json (OpenAPI 3.1, generated from the routes' zod schemas, so it cannot drift
 * from the validation) and GET /docs (a readable page of the same document). The document is
 * built per request so routes added after `createApp` are listed; a schema that cannot be
 * converted throws into onError, which answers 500 without the internals.
 */
export function registerApiDocs(app: OpenAPIHono<AppEnv>, info: ApiInfo): void {
  const document = () => app.getOpenAPI31Document({ openapi: '3.1.0', info: { ...info }, servers });
  app.get('/openapi.json', (c) => c.json(document()));
  app.get('/docs', (c) => c.html(renderApiReference(document())));
}
