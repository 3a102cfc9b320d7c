import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Snapshot, StoreTransaction, StreamState } from '@wine/platform/event-store/event-store';
import { z } from 'zod';
import type { PlacedOrder } from '../domain/order.ts';
import { stockStreamId } from '../domain/order-streams.ts';
import type { Stock } from '../domain/stock.ts';
import { stockDecider } from '../domain/stock-decider.ts';
import { readStockEvent } from './stream-reads.ts';

// A product's reservations are its hottest stream: every checkout of it appends there. Each
// command starts from the stream's snapshot (written with the events, in the same statement)
// and folds only the events after it, so a checkout costs the same on the 10,000th order.

const StockSnapshot = z.object({ reserved: z.int().min(0) });

export interface StockAt {
  version: number;
  stock: Stock;
}

/**
 * The streams a command needs, read from their snapshots (one query), with each product's stock
 * worked out. A product snapshot of another shape (older code) is ignored and its stream read
 * whole instead.
 */
export async function readWithStock(
  tx: StoreTransaction,
  streamIds: readonly string[],
  productIds: readonly string[],
) {
  const { snapshots, streams } = await tx.readFromSnapshots(streamIds);
  const stocks = new Map<string, StockAt>();
  for (const productId of productIds) {
    const streamId = stockStreamId(productId);
    const snapshot = snapshots.get(streamId);
    const parsed = StockSnapshot.safeParse(snapshot?.state);
    let tail = streams.get(streamId);
    let start: Stock = stockDecider.initialState;
    if (snapshot && parsed.success) start = parsed.data;
    else if (snapshot) {
      tail = (await tx.readStreams([streamId])).get(streamId);
      streams.set(streamId, tail as StreamState);
    }
    const stock = (tail?.events ?? []).map(readStockEvent).reduce(stockDecider.evolve, start);
    stocks.set(streamId, { version: tail?.version ?? 0, stock });
  }
  return { streams, stocks };
}

export const stockSnapshot = (streamId: string, at: StockAt): Snapshot => ({
  streamId,
  version: at.version,
  state: at.stock,
});

/** A cancelled order's bottles go back, in the transaction that cancels it. */
export async function releaseStock(
  tx: StoreTransaction,
  order: PlacedOrder,
  now: string,
  metadata: EventMetadata,
): Promise<void> {
  const productIds = order.lines.map((l) => l.productId);
  const { stocks } = await readWithStock(tx, productIds.map(stockStreamId), productIds);
  const decided = order.lines.map(({ productId, quantity }) => {
    const streamId = stockStreamId(productId);
    const at = stocks.get(streamId) ?? { version: 0, stock: stockDecider.initialState };
    const events = stockDecider.decide(
      { type: 'ReleaseStock', data: { productId, orderId: order.orderId, quantity }, metadata: { now } },
      at.stock,
    );
    const after = {
      version: at.version + events.length,
      stock: events.reduce(stockDecider.evolve, at.stock),
    };
    return { append: { streamId, expected: at.version, events }, snapshot: stockSnapshot(streamId, after) };
  });
  await tx.appendAll(
    decided.map((d) => d.append),
    metadata,
    decided.map((d) => d.snapshot),
  );
}
