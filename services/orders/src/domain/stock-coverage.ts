import type { StockCoverageEvent, StockEvent } from '@wine/contracts/orders/order-events';
import type { Decider } from '@wine/platform/domain/decider';

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

/** The follow-stock-count effect's record of a product: the last count applied and who waits. */
export type StockCoverage = { stockLevel: number; waitingOrderIds: readonly string[] } | null;

export interface RecordCoverage {
  type: 'RecordCoverage';
  data: { productId: string; stockLevel: number; waitingOrderIds: readonly string[] };
  metadata: { now: string };
}

const sameOrders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export const stockCoverageDecider: Decider<RecordCoverage, StockCoverage, StockCoverageEvent> = {
  initialState: null,
  decide: ({ data, metadata }, state) =>
    state?.stockLevel === data.stockLevel && sameOrders(state.waitingOrderIds, data.waitingOrderIds)
      ? []
      : [
          {
            type: 'StockCoverageChanged',
            data: { ...data, waitingOrderIds: [...data.waitingOrderIds], changedAt: metadata.now },
          },
        ],
  evolve: (_, { data }) => ({ stockLevel: data.stockLevel, waitingOrderIds: data.waitingOrderIds }),
};
