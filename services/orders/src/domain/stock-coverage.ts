import type { StockEvent } from '@wine/contracts/orders/order-events';

/** An order's bottles of one product, as reserved, in the order the reservations arrived. */
export interface OpenReservation {
  orderId: string;
  quantity: number;
}

/** The reservations a product's stock stream still holds, oldest first (a release removes its order's). */
export function openReservationsOf(events: readonly StockEvent[]): OpenReservation[] {
  const open = new Map<string, number>();
  for (const event of events) {
    const { orderId, quantity } = event.data;
    if (event.type === 'StockReserved') open.set(orderId, (open.get(orderId) ?? 0) + quantity);
    else open.delete(orderId);
  }
  return [...open].map(([orderId, quantity]) => ({ orderId, quantity }));
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
