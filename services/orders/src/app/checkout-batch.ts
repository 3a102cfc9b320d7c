import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { StreamsTransaction } from '@wine/platform/domain/handle-command';
import { heldBottles, orderIdsOf } from '../domain/held-bottles.ts';
import type { Offer } from '../domain/offer.ts';
import type { PlacedOrder } from '../domain/order.ts';
import type { PlaceOrder } from '../domain/order-commands.ts';
import { customerStreamId, orderIdFor, orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { stockStream } from './stock-ledger.ts';
import { customerStream, orderStream } from './stream-reads.ts';

export interface PlaceOrderInput {
  userId: string;
  isMember: boolean;
  idempotencyKey: string;
  lines: CheckoutLine[];
  /** Needed at a customer's first checkout only (age confirmation). */
  dateOfBirth?: string | undefined;
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
    ...input.lines.map((l) => stockStreamId(l.productId)),
  ];
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
  const earlier = [];
  for (const id of orderIdsOf(history)) earlier.push(await tx.state(orderStream, orderStreamId(id)));
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
    place({ heldBottles: heldBottles(earlier) }),
    metadata,
  );
  const placed = state as PlacedOrder;
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
