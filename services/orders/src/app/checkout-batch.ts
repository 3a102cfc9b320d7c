import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { CustomerEvent } from '@wine/contracts/orders/customer-events';
import { fold } from '@wine/platform/domain/decider';
import type { Snapshot, StreamAppend, StreamState } from '@wine/platform/event-store/event-store';
import { confirmAge } from '../domain/age-check.ts';
import { heldBottles, orderIdsOf } from '../domain/held-bottles.ts';
import type { Offer } from '../domain/offer.ts';
import type { Order, PlacedOrder } from '../domain/order.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { customerStreamId, orderIdFor, orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { stockDecider } from '../domain/stock-decider.ts';
import { type StockAt, stockSnapshot } from './stock-ledger.ts';
import { readCustomerEvent, readOrderEvent } from './stream-reads.ts';

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
  const orderStream = orderStreamId(orderIdFor(input.userId, input.idempotencyKey));
  return [orderStream, customerStreamId(input.userId), ...input.lines.map((l) => stockStreamId(l.productId))];
}

/**
 * Checkouts decided one after the other against the state their transaction read, each seeing
 * the ones before it (their reservations, their age confirmations, an order placed twice). A
 * refused checkout leaves no trace and does not stop the others; what the accepted ones append
 * is collected for one write.
 */
export class CheckoutBatch {
  private readonly orders = new Map<string, Order>();
  private readonly customers = new Map<string, { version: number; events: CustomerEvent[] }>();
  private readonly stocks = new Map<string, StockAt>();
  private readonly appends: StreamAppend[] = [];

  constructor(
    private readonly streams: ReadonlyMap<string, StreamState>,
    /** Each product stream's stock as read (snapshot and the events after it). */
    private readonly stockRead: ReadonlyMap<string, StockAt>,
    private readonly offers: ReadonlyMap<string, Offer>,
  ) {}

  place({ input, metadata }: CheckoutCommand): CheckoutOutcome {
    const orderId = orderIdFor(input.userId, input.idempotencyKey);
    const orderStream = orderStreamId(orderId);
    const order = this.orderAt(orderStream);
    try {
      // A retry (or the same request twice in this batch) gets the order already placed; the
      // decider refuses the same key for other bottles.
      if (order.status !== 'none') {
        orderDecider.decide(
          {
            type: 'PlaceOrder',
            data: { ...input, orderId, offers: this.offers },
            metadata: { now: input.now },
          },
          order,
        );
        return { ok: true, order };
      }
      const customerStream = customerStreamId(input.userId);
      const customer = this.customerAt(customerStream);
      const ageConfirmed = confirmAge(customer.events, input);
      const held = heldBottles(orderIdsOf(customer.events).map((id) => this.orderAt(orderStreamId(id))));
      const events = orderDecider.decide(
        {
          type: 'PlaceOrder',
          data: { ...input, orderId, offers: this.offers, heldBottles: held },
          metadata: { now: input.now },
        },
        order,
      );
      const placed = events.reduce(orderDecider.evolve, order) as PlacedOrder;
      const reservations = placed.lines.map(({ productId, quantity }) => {
        const streamId = stockStreamId(productId);
        const current = this.stockAt(streamId);
        // Pricing found every product, so each has an offer.
        const stockLevel = this.offers.get(productId)?.stockLevel ?? 0;
        const reserved = stockDecider.decide(
          {
            type: 'ReserveStock',
            data: { productId, orderId, quantity, stockLevel },
            metadata: { now: input.now },
          },
          current.stock,
        );
        return { streamId, current, reserved };
      });
      // Everything decided without a refusal: only now does the batch's state move on.
      for (const { streamId, current, reserved } of reservations) {
        this.appends.push({ streamId, expected: current.version, events: reserved, metadata });
        const stock = reserved.reduce(stockDecider.evolve, current.stock);
        this.stocks.set(streamId, { version: current.version + reserved.length, stock });
      }
      const customerEvents: CustomerEvent[] = [
        ...ageConfirmed,
        { type: 'CustomerOrderPlaced', data: { userId: input.userId, orderId, placedAt: input.now } },
      ];
      this.appends.push({
        streamId: customerStream,
        expected: customer.version,
        events: customerEvents,
        metadata,
      });
      this.customers.set(customerStream, {
        version: customer.version + customerEvents.length,
        events: [...customer.events, ...customerEvents],
      });
      this.appends.push({ streamId: orderStream, expected: 0, events, metadata });
      this.orders.set(orderStream, placed);
      return { ok: true, order: placed };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** What the accepted checkouts append, and the products' new snapshots. */
  changes(): { appends: StreamAppend[]; snapshots: Snapshot[] } {
    const snapshots = [...this.stocks].map(([streamId, at]) => stockSnapshot(streamId, at));
    return { appends: this.appends, snapshots };
  }

  private orderAt(streamId: string): Order {
    const known = this.orders.get(streamId);
    if (known) return known;
    return fold(orderDecider, (this.streams.get(streamId)?.events ?? []).map(readOrderEvent));
  }

  private customerAt(streamId: string) {
    const state = this.streams.get(streamId);
    return (
      this.customers.get(streamId) ?? {
        version: state?.version ?? 0,
        events: (state?.events ?? []).map(readCustomerEvent),
      }
    );
  }

  private stockAt(streamId: string): StockAt {
    return (
      this.stocks.get(streamId) ??
      this.stockRead.get(streamId) ?? { version: 0, stock: stockDecider.initialState }
    );
  }
}
