import type { PaymentDeps } from '@wine/orders/app/payment-port';
import { onPaymentIntentReported } from '@wine/orders/app/payment-reports';
import { onSubscriptionReported } from '@wine/payments/app/club-subscriptions';
import type { ClubDeps } from '@wine/payments/app/payments-deps';
import { paymentIntentHandlers } from '@wine/payments/webhooks/payment-intent-handlers';
import { stripeWebhookRouter } from '@wine/payments/webhooks/stripe-webhook-router';
import { subscriptionHandlers } from '@wine/payments/webhooks/subscription-handlers';
import type { Pool } from '@wine/platform/db/pool';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { Logger } from '@wine/platform/observability/logger';

/**
 * POST /api/stripe/webhook, routed: PaymentIntents to the orders they pay, subscriptions to the
 * club memberships they make. Mount before the bearer check: Stripe signs, it has no token.
 */
export function stripeWebhooks(options: {
  pool: Pool;
  webhookSecret: string;
  orders: PaymentDeps;
  club: ClubDeps;
  logger: Logger;
}) {
  const { orders, club } = options;
  return stripeWebhookRouter({
    pool: options.pool,
    webhookSecret: options.webhookSecret,
    logger: options.logger,
    handlers: {
      ...paymentIntentHandlers((intent) => onPaymentIntentReported(orders, intent, metadataFromContext())),
      ...subscriptionHandlers((subscription) =>
        onSubscriptionReported(club, subscription, metadataFromContext()),
      ),
    },
  });
}
