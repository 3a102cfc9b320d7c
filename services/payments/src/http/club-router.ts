import { createRoute } from '@hono/zod-openapi';
import {
  ClubSubscriptionRequest,
  ClubSubscriptionResult,
  PaymentMethodResult,
  SaveCardRequest,
  SetupIntentResult,
} from '@wine/contracts/payments/club-subscription';
import { DomainError } from '@wine/platform/errors/domain-error';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { type AccessTokenVerifier, requireUser, userOf } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { cancelClubSubscription, checkSubscription, subscribeToClub } from '../app/club-subscriptions.ts';
import type { ClubDeps } from '../app/payments-deps.ts';
import { saveCard, savedCard, startSetupIntent } from '../app/saved-cards.ts';

const errors = errorResponses(400, 401, [403, 'a guest (sign in first)']);

const base = <Res extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  operationId: string,
  summary: string,
  response: Res,
  verifier: AccessTokenVerifier,
) => ({
  method,
  path,
  operationId,
  tags: ['payments: cards and the club'],
  summary,
  security: bearer,
  middleware: [requireUser(verifier)],
  responses: { 200: json(response, 'Done'), ...errors },
});

const route = <Res extends z.ZodType>(...args: Parameters<typeof base<Res>>) => createRoute(base(...args));

/**
 * A POST with a JSON body, validated by the router like every other. `required: false` for the
 * club calls that may come with no body at all (then the saved card is used): it reads as `{}`.
 */
const withBody = <Res extends z.ZodType, Body extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  response: Res,
  verifier: AccessTokenVerifier,
  body: Body,
  required: boolean,
) =>
  createRoute({
    ...base('post', path, operationId, summary, response, verifier),
    request: jsonBody(body, required),
  });

/** Cards and the club are for signed-in people: a guest has no one to bill nor make a member. */
function signedInCaller(c: Context): string {
  const user = userOf(c);
  if (!user) throw new DomainError('AUTH_REQUIRED', 'Authentication failed', 401);
  if (user.isAnonymous) throw new DomainError('FORBIDDEN', 'Sign in to save a card or join the club', 403);
  return user.userId;
}

/** Saved cards (SetupIntents), the collectors club subscription, and its terms. */
export function clubRouter(options: { deps: ClubDeps; verifier: AccessTokenVerifier }) {
  const { deps, verifier } = options;
  const router = createRouter();

  // Each spec named call with the admin client's path for the same operation (section 7).
  for (const [path, operationId] of [
    ['/fn/createSetupIntent', 'createSetupIntent'],
    ['/api/web-app/signup/setup-intent', 'createSignupSetupIntent'],
  ] as const) {
    router.openapi(
      route('post', path, operationId, 'A SetupIntent to save a card with', SetupIntentResult, verifier),
      async (c) => c.json(await startSetupIntent(deps, signedInCaller(c), metadataFromContext()), 200),
    );
  }
  for (const [path, operationId] of [
    ['/fn/onCardAddedFromMobileApp', 'onCardAddedFromMobileApp'],
    ['/api/web-app/signup/change-payment-method', 'changePaymentMethod'],
  ] as const) {
    router.openapi(
      withBody(
        path,
        operationId,
        'Use this card from now on',
        PaymentMethodResult,
        verifier,
        SaveCardRequest,
        true,
      ),
      async (c) => {
        const { paymentMethodId } = c.req.valid('json');
        return c.json(
          { paymentMethod: await saveCard(deps, signedInCaller(c), paymentMethodId, metadataFromContext()) },
          200,
        );
      },
    );
  }
  router.openapi(
    route(
      'get',
      '/fn/getPaymentMethod',
      'getPaymentMethod',
      'The card on file',
      PaymentMethodResult,
      verifier,
    ),
    async (c) => c.json({ paymentMethod: await savedCard(deps, signedInCaller(c)) }, 200),
  );
  for (const [path, operationId] of [
    ['/api/web-app/signup/subscription', 'subscribeToClub'],
    ['/fn/resubscribeCustomer', 'resubscribeCustomer'],
  ] as const) {
    router.openapi(
      withBody(
        path,
        operationId,
        'Join the collectors club (the first time with the free trial)',
        ClubSubscriptionResult,
        verifier,
        ClubSubscriptionRequest,
        false,
      ),
      async (c) => {
        const { paymentMethodId } = c.req.valid('json');
        const input = { userId: signedInCaller(c), paymentMethodId };
        return c.json(await subscribeToClub(deps, input, metadataFromContext()), 200);
      },
    );
  }
  router.openapi(
    route(
      'post',
      '/api/web-app/stripe/cancel-subscription',
      'cancelClubSubscription',
      'Leave the club now',
      ClubSubscriptionResult,
      verifier,
    ),
    async (c) => c.json(await cancelClubSubscription(deps, signedInCaller(c), metadataFromContext()), 200),
  );
  router.openapi(
    route(
      'post',
      '/api/web-app/stripe/check-subscription',
      'checkClubSubscription',
      'The club subscription, asked of Stripe afresh',
      ClubSubscriptionResult,
      verifier,
    ),
    async (c) => c.json(await checkSubscription(deps, signedInCaller(c), metadataFromContext()), 200),
  );
  return router;
}
