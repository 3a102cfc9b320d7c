import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationHook } from './validation-hook.ts';

/**
 * A context's routes live on a router, which `createApp` (or the gateway) mounts with
 * `app.route('/', router)`. The router carries the validation hook itself, so its routes answer
 * the same 400 whether mounted or tested alone. Register routes before mounting: the OpenAPI
 * definitions are copied into the parent at `route()` time.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
