import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import type { PlacedOrder } from './order.ts';

/**
 * What becomes of an order when its customer's account is erased (requestDataDeletion): nobody
 * is left to pay for it or to deliver it to. Unpaid, it is cancelled and its bottles go back on
 * sale; paid and still in the cellar, it is refunded first (the wine was never delivered);
 * with the courier already asked (DISPATCH_REQUESTED) or gone, it stays as it is: the parcel
 * is on its way, and the order is the business record the law keeps.
 */
export type AccountClosure = 'cancel' | 'refund and cancel' | 'leave';

export function accountClosureOf(order: PlacedOrder): AccountClosure {
  if (!canTransition(order.status, 'ACCOUNT_CANCELLED')) return 'leave';
  const paid = order.payment.paidBy;
  return paid !== null && !order.payment.refunded.includes(paid) ? 'refund and cancel' : 'cancel';
}
