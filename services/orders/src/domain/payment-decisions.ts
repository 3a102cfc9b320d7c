import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { refundOwed } from './cancellation.ts';
import type { PlacedOrder } from './order.ts';
import type {
  ConfirmPayment,
  FailPayment,
  RecordCharge,
  RecordRefund,
  StartPayment,
} from './order-commands.ts';
import { PaymentInProgressError, TooManyPaymentAttemptsError } from './order-errors.ts';
import { inReview, storedStatusOf } from './payment-review-decisions.ts';

/**
 * An attempt the provider never answered (the process died mid-call) stops blocking new ones
 * after this long. Its idempotency key is not reused; should it have charged after all, the
 * webhook reports it and the second payment is refunded (paymentVerdict 'refund').
 */
export const OPEN_ATTEMPT_TIMEOUT_MS = 2 * 60_000;

/** Cards an order may be tried with: enough for typos and a second card, too few to test stolen ones. */
export const MAX_PAYMENT_ATTEMPTS = 5;

/** Unpaid statuses that take a payment. */
const PAYABLE: readonly OrderStatus[] = ['UNPAID_AWAITING_STOCK', 'CARD_DECLINE', 'UNPAID_HOLD_DISPATCH'];

export const isPayable = (order: PlacedOrder) =>
  PAYABLE.includes(order.status) && order.payment.paidBy === null;

/**
 * Where an order goes once paid: held orders stay held, a payment the provider holds in review
 * waits for it (Paid not processed), orders whose bottles a stock count found missing wait for
 * them (Reserved), everything else waits in storage.
 */
function paidStatusOf(order: PlacedOrder, paymentIntentId: string): OrderStatus {
  if (order.status === 'UNPAID_HOLD_DISPATCH') return 'PAID_HOLD_DISPATCH';
  if (inReview(order, paymentIntentId)) return 'PAID_NOT_PROCESSED';
  return canTransition(order.status, 'PAID_AWAITING_STOCK') ? storedStatusOf(order) : 'PAID_IN_STORAGE';
}

/** The key Stripe sees for one attempt: a retried call of the same attempt never charges twice. */
export const chargeKeyOf = (orderId: string, attempt: number) => `order-${orderId}-payment-${attempt}`;

/** The currency every order is priced in, as Stripe writes it. */
export const ORDER_CURRENCY = 'gbp';

/** What a provider reports was paid. */
export interface ReportedPayment {
  paymentIntentId: string;
  amountPence: number;
  currency: string;
}

/**
 * What a reported success means for the order: already recorded, to record, money that is not
 * what the order owes (another amount or currency: it pays nothing and goes back), or money the
 * order cannot take (paid by another PaymentIntent, or no longer payable) that must go back.
 */
export function paymentVerdict(
  order: PlacedOrder,
  paid: ReportedPayment,
): 'applied' | 'apply' | 'mismatch' | 'refund' {
  const { paymentIntentId } = paid;
  const { paidBy, refunded, refundsRequested, review } = order.payment;
  // A payment its review already refunded pays nothing, whichever report came first.
  const refundedInReview = review?.paymentIntentId === paymentIntentId && review.outcome === 'refunded';
  const givenBack = refunded.includes(paymentIntentId) || refundsRequested.includes(paymentIntentId);
  if (paidBy === paymentIntentId || givenBack || refundedInReview) return 'applied';
  if (paid.amountPence !== order.totals.totalPence || paid.currency.toLowerCase() !== ORDER_CURRENCY)
    return 'mismatch';
  return isPayable(order) ? 'apply' : 'refund';
}

export function startPayment({ data, metadata }: StartPayment, order: PlacedOrder): OrderEvent[] {
  // Someone else's order looks like no order at all.
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${data.orderId} not found`, data);
  if (!isPayable(order)) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be paid`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  const { open } = order.payment;
  if (open && Date.parse(metadata.now) - Date.parse(open.since) < OPEN_ATTEMPT_TIMEOUT_MS) {
    throw new PaymentInProgressError(order.orderId, open.attempt);
  }
  if (order.payment.attempts >= MAX_PAYMENT_ATTEMPTS) {
    throw new TooManyPaymentAttemptsError(order.orderId, order.payment.attempts);
  }
  const attempt = order.payment.attempts + 1;
  return [
    {
      type: 'PaymentAttempted',
      data: {
        orderId: order.orderId,
        attempt,
        idempotencyKey: chargeKeyOf(order.orderId, attempt),
        amountPence: order.totals.totalPence,
        attemptedAt: metadata.now,
      },
    },
  ];
}

function succeeded(
  order: PlacedOrder,
  paid: ReportedPayment,
  source: 'charge' | 'return' | 'webhook',
  now: string,
): OrderEvent[] {
  const { paymentIntentId, amountPence } = paid;
  const verdict = paymentVerdict(order, paid);
  if (verdict === 'mismatch') {
    if (order.payment.mismatched.includes(paymentIntentId)) return [];
    const owedPence = order.totals.totalPence;
    return [
      {
        type: 'PaymentAmountMismatched',
        data: {
          orderId: order.orderId,
          paymentIntentId,
          amountPence,
          currency: paid.currency,
          owedPence,
          at: now,
        },
      },
      ...refundOwed(order, paymentIntentId, amountPence, 'mismatch', now),
    ];
  }
  // Money the order cannot take (it is no longer payable, or another payment paid it) goes back.
  if (verdict === 'refund') {
    const reason = order.payment.paidBy === null ? 'cancelled' : 'duplicate';
    return refundOwed(order, paymentIntentId, amountPence, reason, now);
  }
  if (verdict !== 'apply') return [];
  const to = paidStatusOf(order, paymentIntentId);
  return [
    {
      type: 'PaymentSucceeded',
      data: { orderId: order.orderId, paymentIntentId, amountPence, source, paidAt: now },
    },
    { type: 'OrderStatusChanged', data: { orderId: order.orderId, from: order.status, to, changedAt: now } },
  ];
}

function failed(
  order: PlacedOrder,
  attempt: number,
  failure: {
    outcome: 'card_declined' | 'other_error';
    paymentIntentId: string | null;
    declineCode: string | null;
  },
  now: string,
): OrderEvent[] {
  const events: OrderEvent[] = [
    { type: 'PaymentFailed', data: { orderId: order.orderId, attempt, ...failure, failedAt: now } },
  ];
  if (failure.outcome === 'card_declined' && canTransition(order.status, 'CARD_DECLINE')) {
    events.push({
      type: 'OrderStatusChanged',
      data: { orderId: order.orderId, from: order.status, to: 'CARD_DECLINE', changedAt: now },
    });
  }
  return events;
}

export function recordCharge({ data, metadata }: RecordCharge, order: PlacedOrder): OrderEvent[] {
  const { result, attempt } = data;
  // Money is recorded whenever it arrives; anything else only while its attempt is the open one.
  if (result.status === 'succeeded') return succeeded(order, result, 'charge', metadata.now);
  if (order.payment.open?.attempt !== attempt) return [];
  if (result.status === 'requires_action') {
    const { paymentIntentId } = result;
    return [
      {
        type: 'PaymentActionRequired',
        data: { orderId: order.orderId, attempt, paymentIntentId, at: metadata.now },
      },
    ];
  }
  const declineCode = result.status === 'card_declined' ? result.declineCode : null;
  return failed(
    order,
    attempt,
    { outcome: result.status, paymentIntentId: result.paymentIntentId, declineCode },
    metadata.now,
  );
}

export function confirmPayment({ data, metadata }: ConfirmPayment, order: PlacedOrder): OrderEvent[] {
  return succeeded(order, data, data.source, metadata.now);
}

/** Only the open attempt's own PaymentIntent can fail it: a late report of an old one is ignored. */
export function failPayment({ data, metadata }: FailPayment, order: PlacedOrder): OrderEvent[] {
  const { open } = order.payment;
  if (!open || open.paymentIntentId !== data.paymentIntentId) return [];
  return failed(order, open.attempt, data, metadata.now);
}

export function recordRefund({ data, metadata }: RecordRefund, order: PlacedOrder): OrderEvent[] {
  if (order.payment.refunded.includes(data.paymentIntentId)) return [];
  return [{ type: 'PaymentRefunded', data: { ...data, refundedAt: metadata.now } }];
}
