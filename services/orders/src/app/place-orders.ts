import { onStreams } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { customerStreamId, orderIdFor, orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { offersFor } from '../read/offers.ts';
import {
  type CheckoutCommand,
  type CheckoutOutcome,
  decideCheckouts,
  shopperStreamsOf,
  streamsOf,
} from './checkout-batch.ts';
import { customerStream } from './customer-stream.ts';
import { orderStream } from './order-stream.ts';
import { shopperStream } from './shopper-stream.ts';
import { stockStream } from './stock-stream.ts';

/**
 * Checkouts, each all or nothing, in one transaction: the locks of every stream they touch
 * (sorted, so concurrent transactions queue rather than deadlock), one read of every stream
 * (stock from its snapshot), the offers, the decisions in memory, one write. Concurrent
 * checkouts for the same bottles therefore never reserve more than the catalog has, and a
 * retry with the same key finds its order, whatever the lines say.
 */
export async function placeOrders(
  store: EventStore,
  commands: readonly CheckoutCommand[],
): Promise<CheckoutOutcome[]> {
  const inputs = commands.map((c) => c.input);
  const orders = inputs.map((i) => orderStreamId(orderIdFor(i.userId, i.idempotencyKey)));
  const customers = [...new Set(inputs.map((i) => customerStreamId(i.userId)))];
  const shoppers = [...new Set(inputs.flatMap(shopperStreamsOf))];
  const productIds = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.productId)))];
  return onStreams(store, commands.flatMap(streamsOf), async (tx) => {
    await tx.load(
      [orderStream, orders],
      [customerStream, customers],
      [shopperStream, shoppers],
      [stockStream, productIds.map(stockStreamId)],
    );
    // The earlier orders of the customers, their devices and addresses, for what they already
    // hold (those order streams are not locked: a concurrent change only closes an order, which
    // can only make the limit stricter here).
    const earlier = [];
    for (const id of customers)
      earlier.push(...orderIdsOf(await tx.state(customerStream, id)).map(orderStreamId));
    for (const id of shoppers) earlier.push(...(await tx.state(shopperStream, id)).map(orderStreamId));
    await tx.load([orderStream, earlier]);
    return decideCheckouts(tx, commands, await offersFor(tx.client, productIds));
  });
}
