import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { StockEvent } from '@wine/contracts/orders/order-events';
import type {
  Snapshot,
  StoreTransaction,
  StreamAppend,
  StreamState,
} from '@wine/platform/event-store/event-store';
import { z } from 'zod';
import type { PlacedOrder } from '../domain/order.ts';
import { stockStreamId } from '../domain/order-streams.ts';
import type { Stock } from '../domain/stock.ts';
import type { StockCommand } from '../domain/stock-commands.ts';
import { stockDecider } from '../domain/stock-decider.ts';

// A product's reservations are its hottest stream: every checkout of it appends there. Each
// command starts from the stream's snapshot (written with the events, in the same transaction)
// and folds only the events after it, so a checkout costs the same on the 10,000th order.

const StockSnapshot = z.object({ reserved: z.int().min(0) });

/** Where to start reading each product's stream: after its snapshot, if it has a sound one. */
export async function stockSnapshots(tx: StoreTransaction, productIds: readonly string[]) {
  const snapshots = await tx.readSnapshots(productIds.map(stockStreamId));
  const starts = new Map<string, { version: number; stock: Stock }>();
  for (const [streamId, snapshot] of snapshots) {
    // A snapshot of another shape (older code) is ignored: the stream is folded whole instead.
    const parsed = StockSnapshot.safeParse(snapshot.state);
    if (parsed.success) starts.set(streamId, { version: snapshot.version, stock: parsed.data });
  }
  return starts;
}

export const afterSnapshots = (starts: ReadonlyMap<string, { version: number }>) =>
  new Map([...starts].map(([streamId, start]) => [streamId, start.version]));

/**
 * One stock command on a product whose stream tail was read after its snapshot: the events to
 * append and the snapshot to save with them (none when nothing is appended).
 */
export function decideStock(
  command: StockCommand,
  start: { version: number; stock: Stock } | undefined,
  tail: StreamState | undefined,
): { append: StreamAppend; snapshot: Snapshot | null } {
  const streamId = stockStreamId(command.data.productId);
  const before = ((tail?.events ?? []) as unknown as StockEvent[]).reduce(
    stockDecider.evolve,
    start?.stock ?? stockDecider.initialState,
  );
  const version = tail?.version ?? start?.version ?? 0;
  const events = stockDecider.decide(command, before);
  const after = events.reduce(stockDecider.evolve, before);
  const snapshot = events.length > 0 ? { streamId, version: version + events.length, state: after } : null;
  return { append: { streamId, expected: version, events }, snapshot };
}

/** A cancelled order's bottles go back, in the transaction that cancels it. */
export async function releaseStock(
  tx: StoreTransaction,
  order: PlacedOrder,
  now: string,
  metadata: EventMetadata,
): Promise<void> {
  const productIds = order.lines.map((l) => l.productId);
  const starts = await stockSnapshots(tx, productIds);
  const tails = await tx.readStreams(productIds.map(stockStreamId), afterSnapshots(starts));
  const decided = order.lines.map(({ productId, quantity }) =>
    decideStock(
      { type: 'ReleaseStock', data: { productId, orderId: order.orderId, quantity }, metadata: { now } },
      starts.get(stockStreamId(productId)),
      tails.get(stockStreamId(productId)),
    ),
  );
  await tx.appendAll(
    decided.map((d) => d.append),
    metadata,
  );
  await tx.saveSnapshots(decided.flatMap((d) => (d.snapshot ? [d.snapshot] : [])));
}
