import { createRoute } from '@hono/zod-openapi';
import {
  CustomTokenQuery,
  CustomTokenRequest,
  CustomTokenResponse,
} from '@wine/contracts/identity/custom-token';
import { requireUser } from '@wine/platform/http/auth';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { customTokenForCheckout } from '../app/sign-in/custom-token-for-checkout.ts';
import type { IdentityHttp, Router } from './identity-http.ts';
import { bearer, errorResponses, json, jsonBody } from './openapi.ts';

const tags = ['identity: sign-in'];
const responses = {
  200: json(CustomTokenResponse, 'A one-time custom token; exchange it at POST /api/auth/custom-token'),
  ...errorResponses(400, 401, 403, 429),
};

/**
 * Spec section 4: "after checkout, a user can be signed in automatically using a custom token".
 * Only a caller with a session (the guest's is enough) may ask: 401 AUTH_REQUIRED without one.
 */
export function customTokenRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  const withSession = { security: bearer, middleware: [requireUser(verifier)] };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/getCustomTokenForEmail',
      tags,
      summary: 'A custom token for the buyer of a checkout completed in the last 15 minutes',
      ...withSession,
      request: jsonBody(CustomTokenRequest),
      responses,
    }),
    async (c) => {
      const { email, checkoutId } = c.req.valid('json');
      const customToken = await customTokenForCheckout(services, {
        email,
        checkoutId,
        ip: clientAddressOf(c),
      });
      return c.json({ customToken }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fn/generateCustomToken',
      tags,
      summary: 'The same as getCustomTokenForEmail, for the GET client (query: email, checkoutId, isWeb)',
      ...withSession,
      request: { query: CustomTokenQuery },
      responses,
    }),
    async (c) => {
      const { email, checkoutId } = c.req.valid('query');
      const customToken = await customTokenForCheckout(services, {
        email,
        checkoutId,
        ip: clientAddressOf(c),
      });
      return c.json({ customToken }, 200);
    },
  );
}
