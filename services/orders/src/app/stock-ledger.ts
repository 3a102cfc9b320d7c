import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { StockEvent } from '@wine/contracts/orders/order-events';
import type { StreamKind, StreamsTransaction } from '@wine/platform/domain/handle-command';
import type { Snapshot, StoreTransaction, StreamState } from '@wine/platform/event-store/event-store';
import { z } from 'zod';
import type { PlacedOrder } from '../domain/order.ts';
import { stockStreamId } from '../domain/order-streams.ts';
import type { Stock } from '../domain/stock.ts';
import type { StockCommand } from '../domain/stock-commands.ts';
import { stockDecider } from '../domain/stock-decider.ts';
import { readStockEvent, stockEvents } from './stream-reads.ts';

// A product's reservations are its hottest stream: every checkout of it appends there. Each
// command starts from the stream's snapshot (written with the events, in the same statement)
// and folds only the events after it, so a checkout costs the same on the 10,000th order.

const StockSnapshot = z.object({ reserved: z.int().min(0) });

/** A product's reservations, read from and written with its snapshot. */
export const stockStream: StreamKind<StockCommand, Stock, StockEvent> = {
  decider: stockDecider,
  events: stockEvents,
  snapshot: StockSnapshot,
};

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
  tx: StreamsTransaction,
  order: PlacedOrder,
  now: string,
  metadata: EventMetadata,
): Promise<void> {
  const decisions = order.lines.map(({ productId, quantity }) => ({
    streamId: stockStreamId(productId),
    command: {
      type: 'ReleaseStock' as const,
      data: { productId, orderId: order.orderId, quantity },
      metadata: { now },
    },
  }));
  await tx.decideEach(stockStream, decisions, metadata);
}
