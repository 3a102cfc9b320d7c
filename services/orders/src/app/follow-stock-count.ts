import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand, onStreams, readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { stockCoverageStreamId, stockStreamId } from '../domain/order-streams.ts';
import { openReservationsOf, ordersWaitingFor } from '../domain/stock-coverage.ts';
import { decideOnOrder } from './decide-on-order.ts';
import { stockStream } from './stock-ledger.ts';
import { stockCoverageStream, stockEvents } from './stream-reads.ts';

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
  const last = await readState(deps.store, stockCoverageStream, coverageStream);
  const before = last?.waitingOrderIds ?? [];
  // A release only makes room: with nobody waiting, nothing moves.
  if (stockLevel === undefined && before.length === 0) return;
  const level = stockLevel ?? last?.stockLevel;
  if (level === undefined) return;
  // Nor for a count that holds every reserved bottle (from the stock snapshot, not its history).
  if (before.length === 0 && (await reserved(deps.store, productId)) <= level) return;

  const { events: stock } = await deps.store.readStream(stockStreamId(productId));
  const waiting = ordersWaitingFor(openReservationsOf(stockEvents.readAll(stock)), level);
  const now = deps.clock().toISOString();
  const decide = (type: 'RecordStockShortfall' | 'RecordStockArrival', orderId: string) =>
    decideOnOrder(deps.store, { type, data: { orderId, productId }, metadata: { now } }, metadata);
  for (const orderId of waiting) await decide('RecordStockShortfall', orderId);
  for (const orderId of before.filter((id) => !waiting.includes(id)))
    await decide('RecordStockArrival', orderId);
  const record = { productId, stockLevel: level, waitingOrderIds: waiting };
  await handleCommand(
    deps.store,
    stockCoverageStream,
    coverageStream,
    { type: 'RecordCoverage', data: record, metadata: { now } },
    metadata,
  );
}

/** Bottles reserved, from the stock stream's snapshot (its hottest stream: no full read). */
async function reserved(store: EventStore, productId: string): Promise<number> {
  const streamId = stockStreamId(productId);
  return (await onStreams(store, [streamId], (tx) => tx.state(stockStream, streamId))).reserved;
}
