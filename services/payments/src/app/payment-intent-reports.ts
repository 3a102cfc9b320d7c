import type { EventMetadata } from '@wine/contracts/event-envelope';
import { type PaymentIntentEvent, PaymentIntentEventEnvelope } from '@wine/contracts/payments/payment-events';
import type { PaymentIntentView, PaymentReviewView } from '@wine/contracts/payments/payment-provider';
import { onStreams, type StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import {
  type PaymentIntentCommand,
  paymentIntentDecider,
  paymentIntentStreamId,
  type ReportedIntent,
} from '../domain/payment-intent-reports.ts';
import type { ClubDeps, RecordOnce } from './payments-deps.ts';

/** A PaymentIntent's stream: what Stripe reported of it and of its reviews. */
export const paymentIntentStream: StreamKind<PaymentIntentCommand, ReportedIntent, PaymentIntentEvent> = {
  decider: paymentIntentDecider,
  events: streamEvents(PaymentIntentEventEnvelope),
};

type ReportDeps = Pick<ClubDeps, 'store' | 'provider' | 'clock'>;

/** One report on a PaymentIntent's stream, in one transaction with the record of its Stripe event. */
async function report(
  deps: ReportDeps,
  paymentIntentId: string,
  command: PaymentIntentCommand,
  metadata: EventMetadata,
  once: RecordOnce,
): Promise<void> {
  const streamId = paymentIntentStreamId(paymentIntentId);
  await onStreams(
    deps.store,
    [streamId],
    async (tx) => {
      if (once.recorded(tx.first)) await tx.decide(paymentIntentStream, streamId, command, metadata);
    },
    { first: once.statement },
  );
}

/**
 * A PaymentIntent Stripe reported on its own (a webhook): recorded for the context whose payment
 * it is (orders completes the order from it, even with the customer's tab closed).
 */
export async function reportPaymentIntent(
  deps: ReportDeps,
  intent: PaymentIntentView,
  metadata: EventMetadata,
  once: RecordOnce,
) {
  const command = {
    type: 'ReportPaymentIntent' as const,
    data: intent,
    metadata: { now: deps.clock().toISOString() },
  };
  await report(deps, intent.paymentIntentId, command, metadata, once);
}

/** A fraud review opened or closed: recorded with its payment's metadata, read from Stripe (a review names only the payment). */
export async function reportPaymentReview(
  deps: ReportDeps,
  review: PaymentReviewView,
  metadata: EventMetadata,
  once: RecordOnce,
) {
  const intent = await deps.provider.paymentIntent(review.paymentIntentId);
  const command = {
    type: 'ReportPaymentReview' as const,
    data: { ...review, metadata: intent.metadata },
    metadata: { now: deps.clock().toISOString() },
  };
  await report(deps, review.paymentIntentId, command, metadata, once);
}
