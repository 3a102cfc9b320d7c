import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import type { PaymentResult } from '@wine/contracts/orders/payment-api';
import { paymentStatusLabels } from '@wine/contracts/payment-status';

/** What the screen does after a payment attempt. */
export type PaymentStep =
  | { kind: 'paid'; order: OrderSummary }
  /** Declined or failed: the card form stays for another card, on the same order. */
  | { kind: 'retry'; message: string }
  /** The bank's 3-D Secure page; it sends the customer back to /checkout/complete. */
  | { kind: 'authenticate'; redirectUrl: string };

export function paymentStep(result: PaymentResult): PaymentStep {
  switch (result.paymentStatus) {
    case 'succeeded':
      return { kind: 'paid', order: result.order };
    case 'requires_action':
      return result.nextAction
        ? { kind: 'authenticate', redirectUrl: result.nextAction.redirectUrl }
        : { kind: 'retry', message: result.message || paymentStatusLabels.other_error };
    case 'card_declined':
    case 'other_error':
      return { kind: 'retry', message: result.message || paymentStatusLabels[result.paymentStatus] };
  }
}

const PAID: ReadonlySet<OrderStatus> = new Set([
  'PAID_IN_STORAGE',
  'PAID_AWAITING_STOCK',
  'PAID_HOLD_DISPATCH',
  'PAID_NOT_PROCESSED',
  'PENDING',
  'DISPATCH_REQUESTED',
  'DISPATCHED',
]);
const AWAITING_PAYMENT: ReadonlySet<OrderStatus> = new Set([
  'UNPAID_AWAITING_STOCK',
  'UNPAID_HOLD_DISPATCH',
  'CARD_DECLINE',
]);

/**
 * Where an order the checkout answered with stands: a retried checkout may find its order paid
 * already (the payment went through, the page did not hear) or closed.
 */
export const orderStanding = (order: OrderSummary): 'to-pay' | 'paid' | 'closed' =>
  AWAITING_PAYMENT.has(order.status) ? 'to-pay' : PAID.has(order.status) ? 'paid' : 'closed';
