import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { stockCoverageStreamId, stockStreamId } from '../domain/order-streams.ts';
import { openReservationsOf, ordersWaitingFor } from '../domain/stock-coverage.ts';
import { decideOnOrder } from './decide-on-order.ts';
import { readWithStock } from './stock-ledger.ts';
import { readStockCoverageEvent, readStockEvent } from './stream-reads.ts';

interface StockCountDeps {
  store: EventStore;
  clock: () => Date;
}

/**
 * Applies a product's stock count (`stockLevel`), or a release of its bottles (no level: the last
 * count stands), to the orders holding it: those a count leaves without their bottles wait for
 * them, first come first served, and move on in order of arrival as restocks and releases make
 * room. Safe to run again: each order decides whether it already knows.
 */
export async function followStockCount(
  deps: StockCountDeps,
  { productId, stockLevel }: { productId: string; stockLevel?: number },
  metadata: EventMetadata,
): Promise<void> {
  const coverageStream = stockCoverageStreamId(productId);
  const { version, events } = await deps.store.readStream(coverageStream);
  const last = events.map(readStockCoverageEvent).at(-1)?.data;
  const before = last?.waitingOrderIds ?? [];
  const level = stockLevel ?? last?.stockLevel;
  // Nobody waits and a release only makes room, or the count holds every reserved bottle: no
  // order moves, and the product's whole history need not be read.
  if (level === undefined || (before.length === 0 && (await reserved(deps.store, productId)) <= level))
    return;

  const { events: stock } = await deps.store.readStream(stockStreamId(productId));
  const waiting = ordersWaitingFor(openReservationsOf(stock.map(readStockEvent)), level);
  const now = deps.clock().toISOString();
  const decide = (type: 'RecordStockShortfall' | 'RecordStockArrival', orderId: string) =>
    decideOnOrder(deps.store, { type, data: { orderId, productId }, metadata: { now } }, metadata);
  for (const orderId of waiting) await decide('RecordStockShortfall', orderId);
  for (const orderId of before.filter((id) => !waiting.includes(id)))
    await decide('RecordStockArrival', orderId);

  if (last?.stockLevel === level && sameOrders(before, waiting)) return;
  await deps.store.appendToStream(
    coverageStream,
    version,
    [
      {
        type: 'StockCoverageChanged',
        data: { productId, stockLevel: level, waitingOrderIds: waiting, changedAt: now },
      },
    ],
    metadata,
  );
}

const sameOrders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Bottles reserved, from the stock stream's snapshot (its hottest stream: no full read). */
async function reserved(store: EventStore, productId: string): Promise<number> {
  const streamId = stockStreamId(productId);
  const { stocks } = await store.transact([streamId], (tx) => readWithStock(tx, [streamId], [productId]));
  return stocks.get(streamId)?.stock.reserved ?? 0;
}
