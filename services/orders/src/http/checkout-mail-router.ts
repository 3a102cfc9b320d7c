import { createRoute } from '@hono/zod-openapi';
import {
  OrderEmailRequest,
  OrderEmailResult,
  PostCheckoutRequest,
} from '@wine/contracts/orders/post-checkout';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import type { z } from 'zod';
import { type CheckoutMailDeps, completeCheckout, resendConfirmation } from '../app/complete-checkout.ts';

const route = <S extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  body: S,
  verifier: AccessTokenVerifier,
) =>
  createRoute({
    method: 'post',
    path,
    operationId,
    tags: ['orders: payment and dispatch'],
    summary,
    security: bearer,
    middleware: [requireUser(verifier)],
    request: jsonBody(body),
    responses: {
      200: json(OrderEmailResult, 'Done; `emailSent` is false when post-checkout was already done'),
      ...errorResponses(
        400,
        401,
        [404, 'no such order of the caller (or, to resend, no completed checkout)'],
        [409, 'the order is not paid yet'],
      ),
    },
  });

/** post-checkout (completes the checkout, sends the confirmation) and the confirmation resend. */
export function checkoutMailRouter(options: { deps: CheckoutMailDeps; verifier: AccessTokenVerifier }) {
  const { deps, verifier } = options;
  return createRouter()
    .openapi(
      route(
        '/api/orders/post-checkout',
        'postCheckout',
        'Complete a paid checkout and e-mail the confirmation',
        PostCheckoutRequest,
        verifier,
      ),
      async (c) => {
        // Any `email` in the body is ignored: the confirmation goes where identity says.
        const input = { orderId: c.req.valid('json').orderId, userId: callerId(c) };
        return c.json(await completeCheckout(deps, input, metadataFromContext()), 200);
      },
    )
    .openapi(
      route(
        '/api/checkout-champ/email',
        'resendOrderConfirmation',
        'Send the order confirmation again',
        OrderEmailRequest,
        verifier,
      ),
      async (c) =>
        c.json(
          await resendConfirmation(
            deps,
            { ...c.req.valid('json'), userId: callerId(c) },
            metadataFromContext(),
          ),
          200,
        ),
    );
}
