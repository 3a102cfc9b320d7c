import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { StreamsTransaction } from '@wine/platform/domain/handle-command';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { holdingsOf } from '../domain/holding-limits.ts';
import type { Offer } from '../domain/offer.ts';
import type { Order, PlacedOrder } from '../domain/order.ts';
import type { PlaceOrder } from '../domain/order-commands.ts';
import {
  customerStreamId,
  orderIdFor,
  orderStreamId,
  shopperStreamId,
  stockStreamId,
} from '../domain/order-streams.ts';
import type { ShopperKey } from '../domain/shopper-decider.ts';
import { customerStream } from './customer-stream.ts';
import { orderStream } from './order-stream.ts';
import { shopperStream } from './shopper-stream.ts';
import { stockStream } from './stock-stream.ts';

export interface PlaceOrderInput {
  userId: string;
  isMember: boolean;
  idempotencyKey: string;
  lines: CheckoutLine[];
  /** Needed at a customer's first checkout only (age confirmation). */
  dateOfBirth?: string | undefined;
  /** The device and client address it came from (keyed hashes), counted for the guest limit. */
  shoppers?: readonly ShopperKey[] | undefined;
  now: string;
}

export interface CheckoutCommand {
  input: PlaceOrderInput;
  /** Each checkout's own correlation, kept on its events though they share a transaction. */
  metadata: EventMetadata;
}

export type CheckoutOutcome = { ok: true; order: PlacedOrder } | { ok: false; error: unknown };

/** The streams a checkout locks and reads. */
export function streamsOf({ input }: CheckoutCommand) {
  const orderStreamOf = orderStreamId(orderIdFor(input.userId, input.idempotencyKey));
  return [
    orderStreamOf,
    customerStreamId(input.userId),
    ...shopperStreamsOf(input),
    ...input.lines.map((l) => stockStreamId(l.productId)),
  ];
}

export const shopperStreamsOf = (input: PlaceOrderInput): string[] =>
  (input.shoppers ?? []).map((s) => shopperStreamId(s.kind, s.keyedHash));

/** The orders listed under these ids, as the transaction read them. */
async function ordersOf(tx: StreamsTransaction, orderIds: readonly string[]): Promise<Order[]> {
  const orders = [];
  for (const id of orderIds) orders.push(await tx.state(orderStream, orderStreamId(id)));
  return orders;
}

/**
 * Checkouts decided one after the other in one transaction, against the state it read, each
 * seeing the ones before it (their reservations, their age confirmations, an order placed
 * twice). A refused checkout leaves no trace and does not stop the others; what the accepted
 * ones decide is written together when the transaction ends (group commit).
 */
export async function decideCheckouts(
  tx: StreamsTransaction,
  commands: readonly CheckoutCommand[],
  offers: ReadonlyMap<string, Offer>,
): Promise<CheckoutOutcome[]> {
  const outcomes: CheckoutOutcome[] = [];
  for (const command of commands) {
    const outcome = await tx.attempt(() => placeOne(tx, command, offers));
    outcomes.push(outcome.ok ? { ok: true, order: outcome.value } : outcome);
  }
  return outcomes;
}

async function placeOne(
  tx: StreamsTransaction,
  { input, metadata }: CheckoutCommand,
  offers: ReadonlyMap<string, Offer>,
): Promise<PlacedOrder> {
  const orderId = orderIdFor(input.userId, input.idempotencyKey);
  const streamId = orderStreamId(orderId);
  const place = (data: Partial<PlaceOrder['data']> = {}): PlaceOrder => ({
    type: 'PlaceOrder',
    data: { ...input, orderId, offers, ...data },
    metadata: { now: input.now },
  });
  const existing = await tx.state(orderStream, streamId);
  // A retry (or the same request twice in a batch) gets the order already placed; the decider
  // refuses the same key for other bottles.
  if (existing.status !== 'none') {
    await tx.decide(orderStream, streamId, place(), metadata);
    return existing;
  }
  const customerId = customerStreamId(input.userId);
  const history = await tx.state(customerStream, customerId);
  // The person is their account (one per e-mail) and their device; a household shares an address.
  const shoppers = input.shoppers ?? [];
  const personKeys = [await ordersOf(tx, orderIdsOf(history))];
  let fromAddress: Order[] = [];
  for (const shopper of shoppers) {
    const orders = await ordersOf(
      tx,
      await tx.state(shopperStream, shopperStreamId(shopper.kind, shopper.keyedHash)),
    );
    if (shopper.kind === 'device') personKeys.push(orders);
    else fromAddress = orders;
  }
  // The age first: a buyer who must confirm it hears that before anything about the bottles.
  const recorded = { userId: input.userId, orderId, dateOfBirth: input.dateOfBirth };
  await tx.decide(
    customerStream,
    customerId,
    { type: 'RecordCheckout', data: recorded, metadata: { now: input.now } },
    metadata,
  );
  const { state } = await tx.decide(
    orderStream,
    streamId,
    place({ holdings: holdingsOf(personKeys, fromAddress) }),
    metadata,
  );
  const placed = state as PlacedOrder;
  const fromHere = { type: 'RecordShopperOrder' as const, data: { orderId }, metadata: { now: input.now } };
  await tx.decideEach(
    shopperStream,
    shopperStreamsOf(input).map((streamId) => ({ streamId, command: fromHere })),
    metadata,
  );
  const reservations = placed.lines.map(({ productId, quantity }) => ({
    streamId: stockStreamId(productId),
    // Pricing found every product, so each has an offer.
    command: {
      type: 'ReserveStock' as const,
      data: { productId, orderId, quantity, stockLevel: offers.get(productId)?.stockLevel ?? 0 },
      metadata: { now: input.now },
    },
  }));
  await tx.decideEach(stockStream, reservations, metadata);
  return placed;
}
