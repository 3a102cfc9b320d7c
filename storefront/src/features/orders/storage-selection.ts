import type { CustomerOrdersPage, OrderSummary } from '@wine/contracts/orders/checkout';
import { MAX_ORDERS_PER_DISPATCH } from '@wine/contracts/orders/delivery';

/** Paid and in our cellar: only these can be sent for. */
export const inStorage = (orders: readonly OrderSummary[]): OrderSummary[] =>
  orders.filter((order) => order.status === 'PAID_IN_STORAGE');

/**
 * The orders that start unticked: those past the first MAX_ORDERS_PER_DISPATCH. Unticked from the
 * start rather than left out, so unticking one of the first never slides another in unasked.
 */
export const untickedAtFirst = (stored: readonly OrderSummary[]): ReadonlySet<string> =>
  new Set(stored.slice(MAX_ORDERS_PER_DISPATCH).map((order) => order.orderId));

/**
 * The orders picked for dispatch. Every order in storage is picked unless the customer unticked
 * it, so one that arrives in storage later is picked too; never more than one dispatch takes.
 */
export const selectedOrders = (
  stored: readonly OrderSummary[],
  unticked: ReadonlySet<string>,
): OrderSummary[] => stored.filter((order) => !unticked.has(order.orderId)).slice(0, MAX_ORDERS_PER_DISPATCH);

/** What the panel says when storage holds more than one dispatch takes, or than it lists. */
export function storageLimitNote(listed: number, inStorageCount: number): string | undefined {
  const notes: string[] = [];
  if (inStorageCount > listed) {
    notes.push(`You have ${inStorageCount} orders in storage; here are the latest ${listed}.`);
  }
  if (listed > MAX_ORDERS_PER_DISPATCH) {
    notes.push(
      `One dispatch takes up to ${MAX_ORDERS_PER_DISPATCH} orders, so the first ${MAX_ORDERS_PER_DISPATCH} are ticked: send them, then the rest.`,
    );
  }
  return notes.length > 0 ? notes.join(' ') : undefined;
}

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

/** Storage after a dispatch's answer: the orders that left it are out of the list and the count. */
export function storageAfter(
  stored: CustomerOrdersPage,
  updated: readonly OrderSummary[],
): CustomerOrdersPage {
  const orders = inStorage(withUpdatedOrders(stored.orders, updated));
  return { ...stored, orders, total: stored.total - (stored.orders.length - orders.length) };
}
