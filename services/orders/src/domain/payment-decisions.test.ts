import type { OrderEvent } from '@wine/contracts/orders/order-events';
import type { ChargeResult } from '@wine/contracts/payments/payment-provider';
import { fold } from '@wine/platform/domain/decider';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from './order.ts';
import type { FailPayment, RecordCharge, RequestDispatch, StartPayment } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { PaymentInProgressError, TooManyPaymentAttemptsError } from './order-errors.ts';
import {
  changed,
  completion,
  confirmed,
  now,
  orderId,
  placedAsGuest,
  productName,
  userId,
} from './order-test-fixtures.ts';
import { paymentVerdict } from './payment-decisions.ts';

const { given } = specFor(orderDecider);
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

const start = (at = now, by = userId): StartPayment => ({
  type: 'StartPayment',
  data: { orderId, userId: by },
  metadata: { now: at },
});
const charged = (attempt: number, result: ChargeResult): RecordCharge => ({
  type: 'RecordCharge',
  data: { orderId, attempt, result, productName },
  metadata: { now },
});
const authenticationFailed = (paymentIntentId: string): FailPayment => ({
  type: 'FailPayment',
  data: {
    orderId,
    paymentIntentId,
    outcome: 'card_declined',
    declineCode: 'payment_intent_authentication_failure',
  },
  metadata: { now },
});

const attempted = (attempt: number, at = now): OrderEvent => ({
  type: 'PaymentAttempted',
  data: {
    orderId,
    attempt,
    idempotencyKey: `order-${orderId}-payment-${attempt}`,
    amountPence: 14000,
    attemptedAt: at,
  },
});
const paid = (paymentIntentId: string, source: 'charge' | 'return' | 'webhook'): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { orderId, paymentIntentId, amountPence: 14000, source, paidAt: now },
});
const declined = (attempt: number, paymentIntentId: string | null): OrderEvent => ({
  type: 'PaymentFailed',
  data: {
    orderId,
    attempt,
    outcome: 'card_declined',
    paymentIntentId,
    declineCode: 'generic_decline',
    failedAt: now,
  },
});
const actionRequired = (attempt: number, paymentIntentId: string): OrderEvent => ({
  type: 'PaymentActionRequired',
  data: { orderId, attempt, paymentIntentId, at: now },
});

const success = (paymentIntentId: string): ChargeResult => ({
  status: 'succeeded',
  paymentIntentId,
  amountPence: 14000,
  currency: 'gbp',
});
const decline: ChargeResult = {
  status: 'card_declined',
  paymentIntentId: 'pi_1',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

describe('starting a payment', () => {
  it('gives the first attempt a key derived from the order', () =>
    given([placedAsGuest])
      .when(start())
      .then([attempted(1)]));

  it("treats someone else's order as no order", () =>
    given([placedAsGuest]).when(start(now, 'someone-else')).thenThrows(NotFoundError));

  it('refuses a second attempt while the first is waiting for the provider', () =>
    given([placedAsGuest, attempted(1)])
      .when(start(later(1)))
      .thenThrows(PaymentInProgressError));

  it('lets a new attempt start once an unanswered one is two minutes old', () =>
    given([placedAsGuest, attempted(1)])
      .when(start(later(2)))
      .then([attempted(2, later(2))]));

  it('retries a declined card with the next attempt', () =>
    given([
      placedAsGuest,
      attempted(1),
      declined(1, 'pi_1'),
      changed('UNPAID_AWAITING_STOCK', 'CARD_DECLINE'),
    ])
      .when(start())
      .then([attempted(2)]));

  it('stops taking cards after five attempts (card testing)', () =>
    given([placedAsGuest, ...[1, 2, 3, 4, 5].flatMap((n) => [attempted(n), declined(n, `pi_${n}`)])])
      .when(start())
      .thenThrows(
        TooManyPaymentAttemptsError,
        'Too many payment attempts for this order. Please contact us.',
      ));

  it('never charges a paid order again', () =>
    given([
      placedAsGuest,
      attempted(1),
      paid('pi_1', 'charge'),
      changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
    ])
      .when(start())
      .thenThrows(IllegalStateError, 'An order that is PAID_IN_STORAGE cannot be paid'));
});

describe("recording the provider's answer", () => {
  it('moves a paid order into storage: Ready for dispatch', () =>
    given([placedAsGuest, attempted(1)])
      .when(charged(1, success('pi_1')))
      .then([paid('pi_1', 'charge'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'), ...completion]));

  it('marks a declined card CARD_DECLINE', () =>
    given([placedAsGuest, attempted(1)])
      .when(charged(1, decline))
      .then([declined(1, 'pi_1'), changed('UNPAID_AWAITING_STOCK', 'CARD_DECLINE')]));

  it('keeps the status on another error, and closes the attempt', () =>
    given([placedAsGuest, attempted(1)])
      .when(charged(1, { status: 'other_error', paymentIntentId: null, message: 'Stripe: down' }))
      .thenState((order) => {
        expect(order).toMatchObject({
          status: 'UNPAID_AWAITING_STOCK',
          payment: { open: null, attempts: 1 },
        });
      }));

  it('keeps the attempt open while the bank checks the customer', () =>
    given([placedAsGuest, attempted(1)])
      .when(
        charged(1, {
          status: 'requires_action',
          paymentIntentId: 'pi_1',
          clientSecret: 's',
          redirectUrl: 'https://bank',
        }),
      )
      .then([actionRequired(1, 'pi_1')]));

  it('records the money once when the webhook was first', () =>
    given([
      placedAsGuest,
      attempted(1),
      paid('pi_1', 'webhook'),
      changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
    ])
      .when(charged(1, success('pi_1')))
      .thenNothing());
});

describe('reports from the 3-D Secure return and webhooks', () => {
  const waiting = [placedAsGuest, attempted(1), actionRequired(1, 'pi_1')];

  it('pays the order when the customer passed the check', () =>
    given(waiting)
      .when(confirmed('pi_1', 'return'))
      .then([paid('pi_1', 'return'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'), ...completion]));

  it('applies the same success once, however many times it is reported', () =>
    given([...waiting, paid('pi_1', 'return'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')])
      .when(confirmed('pi_1'))
      .thenNothing());

  it('declines the order when the customer failed the check', () =>
    given(waiting)
      .when(authenticationFailed('pi_1'))
      .thenState((order) =>
        expect(order).toMatchObject({ status: 'CARD_DECLINE', payment: { open: null } }),
      ));

  it("ignores a failure of an intent that is not the open attempt's", () =>
    given(waiting).when(authenticationFailed('pi_other')).thenNothing());

  it('asks for a refund of a second payment for an order already paid', () => {
    const order = fold(orderDecider, [placedAsGuest, attempted(1), paid('pi_1', 'charge')]) as PlacedOrder;
    const owed = { amountPence: 14000, currency: 'gbp' };
    expect(paymentVerdict(order, { paymentIntentId: 'pi_1', ...owed })).toBe('applied');
    expect(paymentVerdict(order, { paymentIntentId: 'pi_2', ...owed })).toBe('refund');
  });
});

describe('a payment that is not what the order owes', () => {
  const mismatched = (paymentIntentId: string, amountPence: number, currency = 'gbp'): OrderEvent => ({
    type: 'PaymentAmountMismatched',
    data: { orderId, paymentIntentId, amountPence, currency, owedPence: 14000, at: now },
  });
  const refundAsked = (paymentIntentId: string, amountPence: number): OrderEvent => ({
    type: 'RefundRequested',
    data: { orderId, paymentIntentId, amountPence, reason: 'mismatch', requestedAt: now },
  });

  it('pays nothing with 30p, and is recorded to be refunded', () =>
    given([placedAsGuest])
      .when(confirmed('pi_30p', 'webhook', { amountPence: 30 }))
      .then([mismatched('pi_30p', 30), refundAsked('pi_30p', 30)]));

  it('pays nothing in another currency, even the right number', () =>
    given([placedAsGuest])
      .when(confirmed('pi_usd', 'webhook', { currency: 'usd' }))
      .then([mismatched('pi_usd', 14000, 'usd'), refundAsked('pi_usd', 14000)]));

  it('pays nothing with more than owed either', () =>
    given([placedAsGuest])
      .when(confirmed('pi_more', 'return', { amountPence: 14001 }))
      .then([mismatched('pi_more', 14001), refundAsked('pi_more', 14001)]));

  it('is recorded once however often it is reported, and the order stays payable', () =>
    given([placedAsGuest, mismatched('pi_30p', 30)])
      .when(confirmed('pi_30p', 'webhook', { amountPence: 30 }))
      .thenNothing());

  it('leaves the order payable by the right amount', () =>
    given([placedAsGuest, mismatched('pi_30p', 30)])
      .when(confirmed('pi_full'))
      .then([
        paid('pi_full', 'webhook'),
        changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
        ...completion,
      ]));

  it('goes back to the payer', () => {
    const order = fold(orderDecider, [placedAsGuest, mismatched('pi_30p', 30)]) as PlacedOrder;
    expect(paymentVerdict(order, { paymentIntentId: 'pi_30p', amountPence: 30, currency: 'gbp' })).toBe(
      'mismatch',
    );
  });
});

describe('requesting dispatch', () => {
  const dispatch = (dispatchId: string): RequestDispatch => ({
    type: 'RequestDispatch',
    data: { orderId, userId, dispatchId, orderIds: [orderId], caseSlots: 12, feePence: 0 },
    metadata: { now },
  });
  const dispatchId = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
  const inStorage = [
    placedAsGuest,
    attempted(1),
    paid('pi_1', 'charge'),
    changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
  ];

  it('sends a paid order, marked for an adult signature', () =>
    given(inStorage)
      .when(dispatch(dispatchId))
      .then([
        {
          type: 'DispatchRequested',
          data: {
            orderId,
            dispatchId,
            orderIds: [orderId],
            caseSlots: 12,
            feePence: 0,
            adultSignatureRequired: true,
            requestedAt: now,
          },
        },
        changed('PAID_IN_STORAGE', 'DISPATCH_REQUESTED'),
      ]));

  it('refuses to send an unpaid order', () =>
    given([placedAsGuest]).when(dispatch(dispatchId)).thenThrows(IllegalStateError));
});
