import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { fold } from '@wine/platform/domain/decider';
import type { EventStore, StreamAppend } from '@wine/platform/event-store/event-store';
import { confirmAge } from '../domain/age-check.ts';
import type { PlacedOrder } from '../domain/order.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { customerStreamId, orderIdFor, orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { offersFor } from '../read/offers.ts';
import { afterSnapshots, decideStock, stockSnapshots } from './stock-ledger.ts';

export interface PlaceOrderInput {
  userId: string;
  isMember: boolean;
  idempotencyKey: string;
  lines: CheckoutLine[];
  /** Needed at a customer's first checkout only (age confirmation). */
  dateOfBirth?: string | undefined;
  now: string;
}

/**
 * A checkout, all or nothing: the order and a reservation on every product's stock stream are
 * appended in one transaction that holds the lock of each of those streams, so concurrent
 * checkouts for the same bottles queue and no more is reserved than the catalog has. A retry with
 * the same key finds the order already placed and answers with it, whatever the lines say.
 */
export async function placeOrder(
  store: EventStore,
  input: PlaceOrderInput,
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const orderId = orderIdFor(input.userId, input.idempotencyKey);
  const orderStream = orderStreamId(orderId);
  const productIds = input.lines.map((l) => l.productId);
  const customerStream = customerStreamId(input.userId);
  const stockStreams = productIds.map(stockStreamId);
  return store.transact([orderStream, customerStream, ...stockStreams], async (tx) => {
    // Two reads (the products' snapshots, then every stream's tail) and one write for everything.
    const starts = await stockSnapshots(tx, productIds);
    const streams = await tx.readStreams(
      [orderStream, customerStream, ...stockStreams],
      afterSnapshots(starts),
    );
    const order = fold(orderDecider, (streams.get(orderStream)?.events ?? []) as unknown as OrderEvent[]);
    if (order.status !== 'none') return order;
    const customer = streams.get(customerStream) ?? { version: 0, events: [] };
    const ageConfirmed = confirmAge(customer.events as unknown as CustomerEvent[], input);
    const offers = await offersFor(tx.client, productIds);
    const events = orderDecider.decide(
      { type: 'PlaceOrder', data: { ...input, orderId, offers }, metadata: { now: input.now } },
      order,
    );
    const placed = events.reduce(orderDecider.evolve, order);
    if (placed.status === 'none') throw new Error(`Order ${orderId} was not placed`);
    const reservations = placed.lines.map(({ productId, quantity }) => {
      // Pricing found every product, so each has an offer.
      const stockLevel = offers.get(productId)?.stockLevel ?? 0;
      const command = {
        type: 'ReserveStock',
        data: { productId, orderId, quantity, stockLevel },
        metadata: { now: input.now },
      } as const;
      return decideStock(
        command,
        starts.get(stockStreamId(productId)),
        streams.get(stockStreamId(productId)),
      );
    });
    const appends: StreamAppend[] = reservations.map((r) => r.append);
    if (ageConfirmed.length > 0)
      appends.push({ streamId: customerStream, expected: customer.version, events: ageConfirmed });
    appends.push({ streamId: orderStream, expected: 0, events });
    await tx.appendAll(appends, metadata);
    await tx.saveSnapshots(reservations.flatMap((r) => (r.snapshot ? [r.snapshot] : [])));
    return placed;
  });
}
