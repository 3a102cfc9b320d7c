import type { PaymentIntentView } from '@wine/contracts/payments/payment-provider';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { type PaymentIntentCommand, paymentIntentDecider } from './payment-intent-reports.ts';

const { given } = specFor(paymentIntentDecider);
const now = '2026-11-27T10:00:00.000Z';
const metadata = { orderId: 'order-1', userId: 'user-1', attempt: '1' };
const intent = (status: PaymentIntentView['status']): PaymentIntentCommand => ({
  type: 'ReportPaymentIntent',
  data: {
    paymentIntentId: 'pi_1',
    status,
    amountPence: 14000,
    currency: 'gbp',
    clientSecret: 'pi_1_secret_x',
    metadata,
    lastErrorCode: null,
    redirectUrl: null,
  },
  metadata: { now },
});
const reported = (status: PaymentIntentView['status']) => ({
  type: 'PaymentIntentReported' as const,
  data: {
    paymentIntentId: 'pi_1',
    status,
    amountPence: 14000,
    currency: 'gbp',
    metadata,
    lastErrorCode: null,
    reportedAt: now,
  },
});
const review = (open: boolean, closedReason: string | null): PaymentIntentCommand => ({
  type: 'ReportPaymentReview',
  data: { reviewId: 'prv_1', paymentIntentId: 'pi_1', open, closedReason, metadata },
  metadata: { now },
});
const reviewed = (open: boolean, closedReason: string | null) => ({
  type: 'PaymentReviewReported' as const,
  data: { reviewId: 'prv_1', paymentIntentId: 'pi_1', open, closedReason, metadata, reportedAt: now },
});

describe('a PaymentIntent Stripe reports', () => {
  it('is recorded with the metadata its creator gave it (the secret is not)', () =>
    given([])
      .when(intent('succeeded'))
      .then([reported('succeeded')]));
  it('records nothing when a webhook is delivered again', () =>
    given([reported('succeeded')])
      .when(intent('succeeded'))
      .thenNothing());
  it('records each change of state', () =>
    given([reported('requires_action')])
      .when(intent('succeeded'))
      .then([reported('succeeded')]));
});

describe('a fraud review of it', () => {
  it('is recorded when opened, and again when closed', () => {
    given([])
      .when(review(true, null))
      .then([reviewed(true, null)]);
    given([reviewed(true, null)])
      .when(review(false, 'refunded'))
      .then([reviewed(false, 'refunded')]);
  });
  it('records nothing for the same report twice', () =>
    given([reviewed(false, 'approved')])
      .when(review(false, 'approved'))
      .thenNothing());
});
