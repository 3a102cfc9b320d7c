import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderLine, OrderTotals } from '@wine/contracts/orders/order-events';
import type { OrderFulfilment } from './fulfilment.ts';

/** The money side of an order. */
export interface OrderPayment {
  /** Attempts made so far; the next one is attempts + 1. */
  attempts: number;
  /** The attempt the provider has not answered yet (or the bank's 3-D Secure check is open). */
  open: { attempt: number; since: string; paymentIntentId: string | null } | null;
  /** The PaymentIntent that paid the order. */
  paidBy: string | null;
  refunded: readonly string[];
  /** PaymentIntents whose refund is decided (RefundRequested): performed once by an effect, then refunded. */
  refundsRequested: readonly string[];
  /** PaymentIntents naming the order that were not what it owes (refunded, never applied). */
  mismatched: readonly string[];
  /** When the customer last tried to pay (an attempt, the bank's check, a decline). */
  lastActivityAt: string | null;
  /** The provider's fraud review of its payment, once one was opened (or closed). */
  review: PaymentReview | null;
}

export interface PaymentReview {
  reviewId: string;
  paymentIntentId: string;
  open: boolean;
  /** How it closed; null while open (or closed for another reason, left to operations). */
  outcome: 'approved' | 'refunded' | null;
}

export interface PlacedOrder {
  status: OrderStatus;
  orderId: string;
  userId: string;
  lines: OrderLine[];
  totals: OrderTotals;
  placedAt: string;
  payment: OrderPayment;
  dispatchId: string | null;
  /** Its dispatch and parcel, once dispatch is requested. */
  fulfilment: OrderFulfilment | null;
  /** Who is holding it back from dispatch, while PAID_HOLD_DISPATCH or UNPAID_HOLD_DISPATCH. */
  dispatchHold: 'operations' | 'customer' | null;
  /** When the checkout was completed (paid, and its confirmation asked for). */
  completedAt: string | null;
  /** Confirmations asked of identity so far: the first, then any resends. */
  confirmationsRequested: number;
  /** Products whose bottles a stock count found missing for this order, until they arrive. */
  awaitingStock: readonly string[];
}

/** Before OrderPlaced the stream is empty: 'none'; afterwards the order's own status. */
export type Order = { status: 'none' } | PlacedOrder;

export const NO_PAYMENT: OrderPayment = {
  attempts: 0,
  open: null,
  paidBy: null,
  refunded: [],
  refundsRequested: [],
  mismatched: [],
  lastActivityAt: null,
  review: null,
};
