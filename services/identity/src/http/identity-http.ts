import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@wine/platform/http/app-env';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { IdentityServices } from '../app/identity-services.ts';

/** What every identity route group is built from. */
export interface IdentityHttp {
  services: IdentityServices;
  verifier: AccessTokenVerifier;
}

export type Router = OpenAPIHono<AppEnv>;
