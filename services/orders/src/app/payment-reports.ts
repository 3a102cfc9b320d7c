import type { EventMetadata } from '@wine/contracts/event-envelope';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { applyIntent, type ReportedIntent } from './pay-order.ts';
import type { PaymentDeps } from './payment-port.ts';

/**
 * A PaymentIntent Stripe reported on its own (payments records the webhook; orders follows it):
 * an order's payment is recorded even if the customer closed the tab after paying. Intents that
 * pay no order (delivery fees, the club subscription) and orders this shop does not know are
 * left alone.
 */
export async function onPaymentIntentReported(
  deps: PaymentDeps,
  intent: ReportedIntent,
  metadata: EventMetadata,
): Promise<void> {
  if (!intent.metadata.orderId) return;
  try {
    await applyIntent(deps, intent, 'webhook', metadata);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    deps.logger.warn({ paymentIntentId: intent.paymentIntentId }, 'payment reported for an unknown order');
  }
}
