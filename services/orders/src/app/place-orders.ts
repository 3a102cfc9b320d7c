import type { EventStore } from '@wine/platform/event-store/event-store';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { orderStreamId } from '../domain/order-streams.ts';
import { offersFor } from '../read/offers.ts';
import { CheckoutBatch, type CheckoutCommand, type CheckoutOutcome, streamsOf } from './checkout-batch.ts';
import { readWithStock } from './stock-ledger.ts';
import { readCustomerEvent } from './stream-reads.ts';

/**
 * Checkouts, each all or nothing, in one transaction: the locks of every stream they touch
 * (sorted, so concurrent transactions queue rather than deadlock), one read of every stream
 * (from its snapshot), the offers, the decisions in memory, one write. Concurrent checkouts
 * for the same bottles therefore never reserve more than the catalog has, and a retry with the
 * same key finds its order, whatever the lines say.
 */
export async function placeOrders(
  store: EventStore,
  commands: readonly CheckoutCommand[],
): Promise<CheckoutOutcome[]> {
  const streams = [...new Set(commands.flatMap(streamsOf))];
  const productIds = [...new Set(commands.flatMap((c) => c.input.lines.map((l) => l.productId)))];
  return store.transact(streams, async (tx) => {
    const { streams: read, stocks } = await readWithStock(tx, streams, productIds);
    // The customers' earlier orders, for what they already hold (their streams are not locked:
    // a concurrent change only closes an order, which can only make the limit stricter here).
    const earlier = [...read].flatMap(([id, state]) =>
      id.startsWith('orders/customer/')
        ? orderIdsOf(state.events.map(readCustomerEvent)).map(orderStreamId)
        : [],
    );
    const earlierOrders = earlier.length > 0 ? await tx.readStreams(earlier) : new Map();
    const offers = await offersFor(tx.client, productIds);
    const batch = new CheckoutBatch(new Map([...earlierOrders, ...read]), stocks, offers);
    const outcomes = commands.map((command) => batch.place(command));
    const { appends, snapshots } = batch.changes();
    const first = commands[0];
    if (appends.length > 0 && first) {
      await tx.appendAll(appends, first.metadata, snapshots);
    }
    return outcomes;
  });
}
