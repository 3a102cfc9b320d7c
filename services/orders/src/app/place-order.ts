import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import type { OrderEvent, StockEvent } from '@wine/contracts/orders/order-events';
import { fold } from '@wine/platform/domain/decider';
import type { EventStore, StoreTransaction } from '@wine/platform/event-store/event-store';
import { confirmAge } from '../domain/age-check.ts';
import type { PlacedOrder } from '../domain/order.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { customerStreamId, orderIdFor, orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { stockDecider } from '../domain/stock-decider.ts';
import { offersFor } from '../read/offers.ts';

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
  return store.transact([orderStream, customerStream, ...productIds.map(stockStreamId)], async (tx) => {
    const { version, events: history } = await tx.readStream(orderStream);
    const order = fold(orderDecider, history as unknown as OrderEvent[]);
    if (order.status !== 'none') return order;
    const customer = await tx.readStream(customerStream);
    const ageConfirmed = confirmAge(customer.events as unknown as CustomerEvent[], input);
    const offers = await offersFor(tx.client, productIds);
    const events = orderDecider.decide(
      { type: 'PlaceOrder', data: { ...input, orderId, offers }, metadata: { now: input.now } },
      order,
    );
    const placed = events.reduce(orderDecider.evolve, order);
    if (placed.status === 'none') throw new Error(`Order ${orderId} was not placed`);
    for (const { productId, quantity } of placed.lines) {
      // Pricing found every product, so each has an offer.
      const stockLevel = offers.get(productId)?.stockLevel ?? 0;
      await reserve(tx, { productId, orderId, quantity, stockLevel }, input.now, metadata);
    }
    if (ageConfirmed.length > 0) await tx.append(customerStream, customer.version, ageConfirmed, metadata);
    await tx.append(orderStream, version, events, metadata);
    return placed;
  });
}

async function reserve(
  tx: StoreTransaction,
  line: { productId: string; orderId: string; quantity: number; stockLevel: number },
  now: string,
  metadata: EventMetadata,
): Promise<void> {
  const streamId = stockStreamId(line.productId);
  const { version, events: history } = await tx.readStream(streamId);
  const events = stockDecider.decide(
    { type: 'ReserveStock', data: line, metadata: { now } },
    fold(stockDecider, history as unknown as StockEvent[]),
  );
  if (events.length > 0) await tx.append(streamId, version, events, metadata);
}
