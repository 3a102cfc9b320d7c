import type { StockEvent } from '@wine/contracts/orders/order-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import type { Workflow } from '@wine/platform/workflows/workflow';
import { z } from 'zod';
import { catalogWineEvents } from '../app/followed-events.ts';
import { orderStream } from '../app/order-stream.ts';
import { stockEvents } from '../app/stock-stream.ts';
import type { StockCountCommand } from '../domain/order-commands.ts';
import { orderStreamId } from '../domain/order-streams.ts';
import { type OpenReservation, ordersWaitingFor, withStockEvent } from '../domain/stock-coverage.ts';

/** What moves a product's queue: the catalog's count, or a reservation or release by orders. */
export type StockChange = (
  | { type: 'StockCounted'; data: { productId: string; stockLevel: number } }
  | StockEvent
) & { at: string };

/** A product as the workflow keeps it: the last count (none yet: nobody waits) and who holds bottles, oldest first. */
export interface ProductQueue {
  stockLevel: number | null;
  reservations: readonly OpenReservation[];
}

const ProductQueue = z.object({
  stockLevel: z.int().min(0).nullable(),
  reservations: z.array(z.object({ orderId: z.string(), quantity: z.int().positive() })),
});

const waitingIn = ({ stockLevel, reservations }: ProductQueue): string[] =>
  stockLevel === null ? [] : ordersWaitingFor(reservations, stockLevel);

function evolve(queue: ProductQueue, change: StockChange): ProductQueue {
  if (change.type === 'StockCounted') {
    const { stockLevel } = change.data;
    return stockLevel === queue.stockLevel ? queue : { ...queue, stockLevel };
  }
  const reservations = withStockEvent(queue.reservations, change);
  return reservations === queue.reservations ? queue : { ...queue, reservations };
}

/**
 * The catalog's stock counts and orders' own reservations and releases move the orders that wait
 * for bottles (docs/orders.md, "Stock counts"): first come, first served. The workflow keeps each
 * product's queue (the platform keeps it on the workflow's stream, snapshotted: a hot product's
 * queue is not folded from its whole history), and decides who starts or stops waiting as a count
 * falls short, a restock or a release makes room, or a checkout reserves past the last count.
 */
export const followStockCount: Workflow<StockChange, ProductQueue, StockCountCommand> = {
  name: 'orders-follow-stock-count',
  context: 'orders',
  contexts: ['catalog', 'orders'],
  handles: ['WineStockAdjusted', 'StockReserved', 'StockReleased'],
  input: changeOf,
  state: {
    key: (change) => change.data.productId,
    initialState: { stockLevel: null, reservations: [] },
    evolve,
    snapshot: ProductQueue,
    // A busy product's queue runs to thousands of reservations: written once per so many
    // changes, not with each batch, and read back with at most that many changes folded on it.
    snapshotEvery: 50,
  },
  decide(change, queue) {
    // Before the first count nobody waits, whatever is reserved (the common case of a checkout).
    if (queue.stockLevel === null && change.type !== 'StockCounted') return [];
    const after = evolve(queue, change);
    if (after === queue) return [];
    const before = waitingIn(queue);
    const waiting = waitingIn(after);
    if (before.length === 0 && waiting.length === 0) return [];
    const wasWaiting = new Set(before);
    const waitsNow = new Set(waiting);
    const holding = new Set(after.reservations.map((r) => r.orderId));
    const { productId } = change.data;
    const command = (type: StockCountCommand['type'], orderId: string): StockCountCommand => ({
      type,
      data: { orderId, productId },
      metadata: { now: change.at },
    });
    return [
      ...waiting.filter((id) => !wasWaiting.has(id)).map((id) => command('RecordStockShortfall', id)),
      // An order that gave its bottles back has nothing to arrive.
      ...before
        .filter((id) => !waitsNow.has(id) && holding.has(id))
        .map((id) => command('RecordStockArrival', id)),
    ];
  },
  streams: (command) => [[orderStream, [orderStreamId(command.data.orderId)]]],
  async handle(command, tx, metadata) {
    await tx.decide(orderStream, orderStreamId(command.data.orderId), command, { ...metadata, userId: null });
  },
};

/** The followed event as a change of a product's queue, read through its context's union. */
function changeOf(event: StoredEvent): StockChange | null {
  if (event.type === 'WineStockAdjusted') {
    const adjusted = catalogWineEvents.read(event);
    if (adjusted.type !== 'WineStockAdjusted') return null;
    const { productId, stockLevel, adjustedAt } = adjusted.data;
    return { type: 'StockCounted', data: { productId, stockLevel }, at: adjustedAt };
  }
  const stock = stockEvents.read(event);
  return stock.type === 'StockReserved'
    ? { type: stock.type, data: stock.data, at: stock.data.reservedAt }
    : { type: stock.type, data: stock.data, at: stock.data.releasedAt };
}
