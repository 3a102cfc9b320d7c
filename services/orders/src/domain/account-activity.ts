import type { OrderStatus } from '@wine/contracts/order-status';
import type { PlacedOrder } from './order.ts';

/** Unpaid orders the customer could still pay: these wait while their account is inactive. */
const PAYABLE_BY_THE_CUSTOMER: readonly OrderStatus[] = ['UNPAID_AWAITING_STOCK', 'CARD_DECLINE'];

/**
 * Where an order goes when operations make its customer's account inactive, or active again;
 * null when it stays. Unpaid orders wait as ACCOUNT_INACTIVE with their bottles reserved, and
 * come back as UNPAID_AWAITING_STOCK with their time to pay starting again. Paid wine stays the
 * customer's, in storage; an order the warehouse holds stays held.
 */
export function statusOnAccountActivity(order: PlacedOrder, active: boolean): OrderStatus | null {
  if (active) return order.status === 'ACCOUNT_INACTIVE' ? 'UNPAID_AWAITING_STOCK' : null;
  return PAYABLE_BY_THE_CUSTOMER.includes(order.status) && order.payment.paidBy === null
    ? 'ACCOUNT_INACTIVE'
    : null;
}
