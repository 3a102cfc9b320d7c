import type { OrderStatus } from '@wine/contracts/order-status';
import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import type { Order } from './order.ts';

/** Orders that still hold their bottles for the customer: neither given back nor sent out. */
const CLOSED: readonly OrderStatus[] = ['CANCELLED', 'ACCOUNT_CANCELLED', 'DISPATCH_REQUESTED', 'DISPATCHED'];

/** The orders a customer placed, from their customer stream. */
export const orderIdsOf = (history: readonly CustomerEvent[]): string[] =>
  history.flatMap((e) => (e.type === 'CustomerOrderPlaced' ? [e.data.orderId] : []));

/**
 * Bottles per product a customer holds in open orders (unpaid, or paid and in storage; only the
 * unpaid with `unpaidOnly`): the guest limit counts them, so it cannot be got round by splitting
 * one purchase over orders.
 */
export function heldBottles(orders: Iterable<Order>, unpaidOnly = false): Map<string, number> {
  const held = new Map<string, number>();
  for (const order of orders) {
    if (order.status === 'none' || CLOSED.includes(order.status)) continue;
    if (unpaidOnly && order.payment.paidBy !== null) continue;
    for (const { productId, quantity } of order.lines)
      held.set(productId, (held.get(productId) ?? 0) + quantity);
  }
  return held;
}
