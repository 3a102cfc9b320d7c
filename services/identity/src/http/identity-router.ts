import { createRouter } from '@wine/platform/http/create-router';
import type { DevInbox } from '../delivery/dev-inbox.ts';
import { accountRoutes } from './account-routes.ts';
import { checkRoutes } from './check-routes.ts';
import { customTokenRoutes } from './custom-token-routes.ts';
import { devRoutes } from './dev-routes.ts';
import type { IdentityHttp, Router } from './identity-http.ts';
import { sessionRoutes } from './session-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';

/** Every identity route; the dev routes only when there is a dev inbox (never in production). */
export function identityRouter(http: IdentityHttp, inbox: DevInbox | undefined): Router {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of POST /api/auth/anonymous, /api/auth/sign-in and the other sign-ins',
  });
  sessionRoutes(router, http);
  signInRoutes(router, http);
  checkRoutes(router, http);
  signUpRoutes(router, http);
  customTokenRoutes(router, http);
  accountRoutes(router, http);
  if (inbox) devRoutes(router, inbox);
  return router;
}
