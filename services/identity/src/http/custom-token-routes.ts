import { createRoute } from '@hono/zod-openapi';
import { CheckoutProofRequest } from '@wine/contracts/identity/checkout-proof';
import {
  CustomTokenQuery,
  CustomTokenRequest,
  CustomTokenResponse,
} from '@wine/contracts/identity/custom-token';
import { requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { registerCheckoutProof } from '../app/sign-in/checkout-proofs.ts';
import { customTokenForCheckout } from '../app/sign-in/custom-token-for-checkout.ts';
import type { IdentityHttp, Router } from './identity-http.ts';

const tags = ['identity: sign-in'];
const responses = {
  200: json(CustomTokenResponse, 'A one-time custom token; exchange it at POST /api/auth/custom-token'),
  ...errorResponses(400, 401, 403, 429),
};

/**
 * Spec section 4: "after checkout, a user can be signed in automatically using a custom token".
 * Only a caller with a session (the guest's is enough) may ask: 401 AUTH_REQUIRED without one.
 * The token also needs the proof the buying tab registered, as its buyer, before it left for
 * the bank (issue 28).
 */
export function customTokenRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  const withSession = { security: bearer, middleware: [requireUser(verifier)] };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/checkout-proof',
      operationId: 'registerCheckoutProof',
      tags,
      summary: "Register this tab's proof for a checkout, as the caller (before leaving for the bank)",
      ...withSession,
      request: jsonBody(CheckoutProofRequest),
      responses: {
        204: { description: 'Kept (its hash), for a day, replacing any the caller registered for it' },
        ...errorResponses(400, 401, 429),
      },
    }),
    async (c) => {
      const { checkoutId, proof } = c.req.valid('json');
      await registerCheckoutProof(services, {
        checkoutId,
        proof,
        userId: callerId(c),
        ip: clientAddressOf(c),
      });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/getCustomTokenForEmail',
      operationId: 'getCustomTokenForEmail',
      tags,
      summary: 'A custom token for the buyer of a checkout completed in the last 15 minutes, with its proof',
      ...withSession,
      request: jsonBody(CustomTokenRequest),
      responses,
    }),
    async (c) => {
      const { email, checkoutId, proof } = c.req.valid('json');
      const customToken = await customTokenForCheckout(services, {
        email,
        checkoutId,
        proof,
        ip: clientAddressOf(c),
      });
      return c.json({ customToken }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fn/generateCustomToken',
      operationId: 'generateCustomToken',
      tags,
      summary:
        'The same as getCustomTokenForEmail, for the GET client (query: email, checkoutId, proof, isWeb)',
      ...withSession,
      request: { query: CustomTokenQuery },
      responses,
    }),
    async (c) => {
      const { email, checkoutId, proof } = c.req.valid('query');
      const customToken = await customTokenForCheckout(services, {
        email,
        checkoutId,
        proof,
        ip: clientAddressOf(c),
      });
      return c.json({ customToken }, 200);
    },
  );
}
