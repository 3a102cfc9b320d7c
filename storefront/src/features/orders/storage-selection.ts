import type { OrderSummary } from '@wine/contracts/orders/checkout';

/** Paid and in our cellar: only these can be sent for. */
export const inStorage = (orders: readonly OrderSummary[]): OrderSummary[] =>
  orders.filter((order) => order.status === 'PAID_IN_STORAGE');

/**
 * The orders picked for dispatch. Every order in storage is picked unless the customer unticked
 * it, so one that arrives in storage later is picked too.
 */
export const selectedOrders = (
  stored: readonly OrderSummary[],
  unticked: ReadonlySet<string>,
): OrderSummary[] => stored.filter((order) => !unticked.has(order.orderId));

/** Case slots the orders take together (a magnum 6, any other bottle 1, as each order counted). */
export const caseSlotsOf = (orders: readonly OrderSummary[]): number =>
  orders.reduce((sum, order) => sum + order.totals.caseSlots, 0);

/** The orders with the server's newer word on some of them (a dispatch's answer) put in. */
export function withUpdatedOrders(
  orders: readonly OrderSummary[],
  updated: readonly OrderSummary[],
): OrderSummary[] {
  const byId = new Map(updated.map((order) => [order.orderId, order]));
  return orders.map((order) => byId.get(order.orderId) ?? order);
}
