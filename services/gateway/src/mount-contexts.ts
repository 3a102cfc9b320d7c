import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@wine/platform/http/app-env';
import { optionalUser } from '@wine/platform/http/auth';
import { consistentReads } from '@wine/platform/http/consistent-reads';
import type { ReadModelProgress } from '@wine/platform/projections/read-model-progress';
import type { Contexts } from './contexts.ts';
import { schemaRoutes } from './schemas/schema-routes.ts';

/**
 * Mounts every registered context on the app, as the gateway and the tests that compose it do:
 * first the reads that wait for a command's effects when asked to (`x-min-position`), then the
 * routes whose callers sign instead of holding a token, then the bearer check, then the rest.
 */
export function mountContexts(
  app: OpenAPIHono<AppEnv>,
  contexts: Contexts,
  progress: ReadModelProgress,
): void {
  const { faces } = contexts;
  for (const face of faces) {
    for (const [path, readModels] of Object.entries(face.consistentReads ?? {})) {
      app.use(path, consistentReads(progress, readModels));
    }
  }
  for (const routes of faces.flatMap((face) => face.routesBeforeAuth ?? [])) app.route('/', routes);
  app.route('/', schemaRoutes());
  // Every route sees the caller a bearer token proves, so the catalog prices for members.
  app.use('*', optionalUser(contexts.verifier));
  for (const routes of faces.flatMap((face) => face.routes ?? [])) app.route('/', routes);
}
