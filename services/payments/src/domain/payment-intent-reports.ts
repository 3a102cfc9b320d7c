import type { PaymentIntentEvent } from '@wine/contracts/payments/payment-events';
import type { PaymentIntentView, PaymentReviewView } from '@wine/contracts/payments/payment-provider';
import type { Decider } from '@wine/platform/domain/decider';

export const paymentIntentStreamId = (paymentIntentId: string) =>
  `payments/payment-intent/${paymentIntentId}`;

/** What was last recorded of a PaymentIntent and of each review of it. */
export interface ReportedIntent {
  status: PaymentIntentView['status'] | null;
  reviews: Readonly<Record<string, { open: boolean; closedReason: string | null }>>;
}

export type PaymentIntentCommand =
  | { type: 'ReportPaymentIntent'; data: PaymentIntentView; metadata: { now: string } }
  | {
      type: 'ReportPaymentReview';
      data: PaymentReviewView & { metadata: Readonly<Record<string, string>> };
      metadata: { now: string };
    };

/**
 * Records what Stripe reports, once per change: a webhook delivered again, or two at once, finds
 * the state already recorded and adds nothing.
 */
export const paymentIntentDecider: Decider<PaymentIntentCommand, ReportedIntent, PaymentIntentEvent> = {
  initialState: { status: null, reviews: {} },
  decide(command, state) {
    const reportedAt = command.metadata.now;
    switch (command.type) {
      case 'ReportPaymentIntent': {
        const { paymentIntentId, status, amountPence, currency, metadata, lastErrorCode } = command.data;
        if (state.status === status) return [];
        return [
          {
            type: 'PaymentIntentReported',
            data: {
              paymentIntentId,
              status,
              amountPence,
              currency,
              metadata: { ...metadata },
              lastErrorCode,
              reportedAt,
            },
          },
        ];
      }
      case 'ReportPaymentReview': {
        const { reviewId, paymentIntentId, open, closedReason, metadata } = command.data;
        const known = state.reviews[reviewId];
        if (known && known.open === open && known.closedReason === closedReason) return [];
        return [
          {
            type: 'PaymentReviewReported',
            data: { reviewId, paymentIntentId, open, closedReason, metadata: { ...metadata }, reportedAt },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentIntentReported':
        return { ...state, status: event.data.status };
      case 'PaymentReviewReported': {
        const { reviewId, open, closedReason } = event.data;
        return { ...state, reviews: { ...state.reviews, [reviewId]: { open, closedReason } } };
      }
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
