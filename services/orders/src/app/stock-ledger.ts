import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { StreamsTransaction } from '@wine/platform/domain/handle-command';
import type { PlacedOrder } from '../domain/order.ts';
import { stockStreamId } from '../domain/order-streams.ts';
import { stockStream } from './stock-stream.ts';

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
