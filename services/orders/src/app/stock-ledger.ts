import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { StockEvent } from '@wine/contracts/orders/order-events';
import type { StreamKind, StreamsTransaction } from '@wine/platform/domain/handle-command';
import { z } from 'zod';
import type { PlacedOrder } from '../domain/order.ts';
import { stockStreamId } from '../domain/order-streams.ts';
import type { Stock } from '../domain/stock.ts';
import type { StockCommand } from '../domain/stock-commands.ts';
import { stockDecider } from '../domain/stock-decider.ts';
import { stockEvents } from './stream-reads.ts';

// A product's reservations are its hottest stream: every checkout of it appends there. Each
// command starts from the stream's snapshot (the command path writes it with the events, in
// the same statement) and folds only the events after it, so a checkout costs the same on the
// 10,000th order.

const StockSnapshot = z.object({ reserved: z.int().min(0) });

/** A product's reservations, read from and written with its snapshot. */
export const stockStream: StreamKind<StockCommand, Stock, StockEvent> = {
  decider: stockDecider,
  events: stockEvents,
  snapshot: StockSnapshot,
};

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
