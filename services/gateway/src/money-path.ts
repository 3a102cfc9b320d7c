import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PaymentDeps } from '@wine/orders/app/payment-port';
import { onPaymentIntentReported } from '@wine/orders/app/payment-reports';
import { onPaymentReviewReported } from '@wine/orders/app/payment-reviews';
import { checkoutMailRouter } from '@wine/orders/http/checkout-mail-router';
import { orderPaymentsRouter } from '@wine/orders/http/order-payments-router';
import { ordersRouter } from '@wine/orders/http/orders-router';
import { cancelOnAccountErased } from '@wine/orders/reactions/cancel-on-account-erased';
import { followAccountActivityOf } from '@wine/orders/reactions/follow-account-activity';
import { followStockCountOf } from '@wine/orders/reactions/follow-stock-count';
import { onSubscriptionReported } from '@wine/payments/app/club-subscriptions';
import type { ClubDeps } from '@wine/payments/app/payments-deps';
import type { Payments } from '@wine/payments/create-payments';
import { clubRouter } from '@wine/payments/http/club-router';
import { paymentIntentHandlers } from '@wine/payments/webhooks/payment-intent-handlers';
import { paymentReviewHandlers } from '@wine/payments/webhooks/payment-review-handlers';
import { stripeWebhookRouter } from '@wine/payments/webhooks/stripe-webhook-router';
import { subscriptionHandlers } from '@wine/payments/webhooks/subscription-handlers';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AppEnv } from '@wine/platform/http/app-env';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ViewerOf } from '@wine/platform/http/viewer';
import type { Logger } from '@wine/platform/observability/logger';

export interface MoneyPathWiring {
  pool: Pool;
  payments: Payments;
  verifier: AccessTokenVerifier;
  /** Identity's member check, for member prices at checkout; without it everyone pays the public price. */
  viewerOf?: ViewerOf;
  /** The storefront, where the bank's 3-D Secure page sends the customer back. */
  webAppUrl: string;
  productName: string;
  clubPriceId: string;
  clubTrialDays: number;
  logger: Logger;
}

/**
 * Checkout, payments, storage and dispatch, order e-mails, cards and the club: the orders and
 * payments contexts wired together, as the gateway and the money-path tests mount them.
 */
export function moneyPath(w: MoneyPathWiring) {
  const orders: PaymentDeps = {
    store: new EventStore(w.pool),
    provider: w.payments.provider,
    returnUrl: (orderId) => `${w.webAppUrl}/checkout/complete?order_id=${orderId}`,
    clock: () => new Date(),
    logger: w.logger,
  };
  const club: ClubDeps = {
    ...orders,
    clubPriceId: w.clubPriceId,
    clubTrialDays: w.clubTrialDays,
  };
  const { verifier } = w;
  return {
    /** What the money path does when other contexts' events ask it to (an erased account's orders). */
    effects: [cancelOnAccountErased(orders), followAccountActivityOf(orders), followStockCountOf(orders)],
    /**
     * Before the bearer check: Stripe signs its webhooks, it has no token, and the simulator
     * (no STRIPE_SECRET_KEY) takes Stripe API keys as its bearer tokens.
     */
    mountUnauthenticated(app: OpenAPIHono<AppEnv>): void {
      const handlers = {
        ...paymentIntentHandlers((intent) => onPaymentIntentReported(orders, intent, metadataFromContext())),
        ...paymentReviewHandlers((review) => onPaymentReviewReported(orders, review, metadataFromContext())),
        ...subscriptionHandlers((subscription) =>
          onSubscriptionReported(club, subscription, metadataFromContext()),
        ),
      };
      app.route(
        '/',
        stripeWebhookRouter({
          pool: w.pool,
          webhookSecret: w.payments.webhookSecret,
          handlers,
          logger: w.logger,
        }),
      );
      app.route('/', w.payments.router);
    },
    mountRoutes(app: OpenAPIHono<AppEnv>): void {
      app.route(
        '/',
        ordersRouter({ pool: w.pool, verifier, ...(w.viewerOf ? { viewerOf: w.viewerOf } : {}) }),
      );
      app.route('/', orderPaymentsRouter({ deps: orders, verifier }));
      const mail = { ...orders, productName: w.productName };
      app.route('/', checkoutMailRouter({ deps: mail, verifier }));
      app.route('/', clubRouter({ deps: club, verifier }));
    },
  };
}
