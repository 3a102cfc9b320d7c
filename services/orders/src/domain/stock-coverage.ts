import type { StockEvent } from '@wine/contracts/orders/order-events';

/** An order's bottles of one product, as reserved, in the order the reservations arrived. */
export interface OpenReservation {
  orderId: string;
  quantity: number;
}

/**
 * The reservations still open after one more of the product's stock events, oldest first (a
 * release removes its order's). The very list it was given when the event changes nothing.
 */
export function withStockEvent(
  reservations: readonly OpenReservation[],
  event: StockEvent,
): readonly OpenReservation[] {
  const { orderId, quantity } = event.data;
  const at = reservations.findIndex((r) => r.orderId === orderId);
  if (event.type === 'StockReleased') return at < 0 ? reservations : reservations.filter((_, i) => i !== at);
  if (at < 0) return [...reservations, { orderId, quantity }];
  return reservations.map((r, i) => (i === at ? { orderId, quantity: r.quantity + quantity } : r));
}

/** The reservations a product's stock stream still holds, oldest first. */
export function openReservationsOf(events: readonly StockEvent[]): readonly OpenReservation[] {
  return events.reduce(withStockEvent, []);
}

/**
 * Which orders wait when a count leaves fewer bottles than were reserved: first come, first
 * served, so the earliest reservations are covered while the count lasts and every order after
 * the first that does not fit waits (a later, smaller order never jumps the queue).
 */
export function ordersWaitingFor(reservations: readonly OpenReservation[], stockLevel: number): string[] {
  let left = stockLevel;
  const waiting: string[] = [];
  for (const { orderId, quantity } of reservations) {
    if (waiting.length === 0 && quantity <= left) left -= quantity;
    else waiting.push(orderId);
  }
  return waiting;
}
