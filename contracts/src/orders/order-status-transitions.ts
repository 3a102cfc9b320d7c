import type { OrderStatus } from '../order-status.ts';

/**
 * Where an order may go from each status. The spec lists the statuses but not the moves, so this
 * table is ours (docs/orders.md explains each row). A new order starts UNPAID_AWAITING_STOCK:
 * its bottles are reserved and it is not paid yet. DISPATCHED, CANCELLED and ACCOUNT_CANCELLED
 * are final. CANCELLED and ACCOUNT_CANCELLED give the reserved bottles back (and, once payments
 * exist, refund what was paid).
 */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  UNPAID_AWAITING_STOCK: [
    'PAID_IN_STORAGE',
    'PAID_AWAITING_STOCK',
    'PAID_NOT_PROCESSED',
    'CARD_DECLINE',
    'UNPAID_HOLD_DISPATCH',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
    'ACCOUNT_INACTIVE',
  ],
  // Paid bottles waiting, at the customer's wish, for their case to fill: then they are sent
  // together, free (docs/orders.md, "Complete case to unlock").
  PENDING: ['DISPATCH_REQUESTED', 'PAID_IN_STORAGE', 'PAID_AWAITING_STOCK', 'CANCELLED', 'ACCOUNT_CANCELLED'],
  // A declined card may be retried (and declined again) until it succeeds or the order is dropped.
  CARD_DECLINE: [
    'CARD_DECLINE',
    'PAID_IN_STORAGE',
    'PAID_AWAITING_STOCK',
    'PAID_NOT_PROCESSED',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
    'ACCOUNT_INACTIVE',
  ],
  UNPAID_HOLD_DISPATCH: [
    'UNPAID_AWAITING_STOCK',
    'PAID_HOLD_DISPATCH',
    'CARD_DECLINE',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
    'ACCOUNT_INACTIVE',
  ],
  // The money arrived but the provider's fraud screening holds it in review: nothing is sent until
  // operations approve it (on to storage) or refund it (cancelled).
  PAID_NOT_PROCESSED: ['PAID_IN_STORAGE', 'PAID_AWAITING_STOCK', 'CANCELLED', 'ACCOUNT_CANCELLED'],
  PAID_AWAITING_STOCK: [
    'PAID_IN_STORAGE',
    'PAID_HOLD_DISPATCH',
    'PAID_NOT_PROCESSED',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
  ],
  // A stock count that finds its bottles missing sends it back to waiting for them.
  PAID_IN_STORAGE: [
    'DISPATCH_REQUESTED',
    'PAID_HOLD_DISPATCH',
    'PENDING',
    'PAID_AWAITING_STOCK',
    'PAID_NOT_PROCESSED',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
  ],
  PAID_HOLD_DISPATCH: [
    'PAID_IN_STORAGE',
    'PAID_AWAITING_STOCK',
    'PAID_NOT_PROCESSED',
    'DISPATCH_REQUESTED',
    'CANCELLED',
    'ACCOUNT_CANCELLED',
  ],
  // A dispatch request can still be withdrawn or held until the courier has the case.
  DISPATCH_REQUESTED: ['DISPATCHED', 'PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH'],
  // Only unpaid orders lapse with an inactive account: paid wine stays the customer's, in storage.
  ACCOUNT_INACTIVE: ['UNPAID_AWAITING_STOCK', 'CANCELLED', 'ACCOUNT_CANCELLED'],
  DISPATCHED: [],
  CANCELLED: [],
  ACCOUNT_CANCELLED: [],
};

export const INITIAL_ORDER_STATUS = 'UNPAID_AWAITING_STOCK' satisfies OrderStatus;

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/** Statuses in which the order no longer holds its bottles. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'ACCOUNT_CANCELLED'];
