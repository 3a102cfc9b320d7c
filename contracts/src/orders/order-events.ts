import { z } from 'zod';
import { BottleSize } from '../catalog/bottle-size.ts';
import { ProductId } from '../catalog/catalog-ids.ts';
import { CustomerMessageRequested } from '../customer-message.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';
import { Pence } from '../money.ts';
import { OrderStatus } from '../order-status.ts';
import { CheckoutCompleted } from './checkout-completed.ts';

// Streams: `orders/order/<orderId>` (one order) and `orders/stock/<productId>` (the bottles of
// one product that orders hold). A checkout appends to both in one transaction.

const at = z.iso.datetime({ offset: true });

export const OrderId = z.uuid();
export type OrderId = z.infer<typeof OrderId>;

/** What the client sends to make a retried checkout land on the same order. */
export const IdempotencyKey = z.string().min(1).max(200);

/** One line as the server priced it: the client's prices are never trusted. */
export const OrderLine = z
  .object({
    productId: ProductId,
    /** The wine as the catalog named it when ordered ("Pauillac 2015"); absent on early orders. */
    name: z.string().optional(),
    quantity: z.int().positive(),
    unitPricePence: Pence,
    bottleSize: BottleSize,
    linePence: Pence,
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderTotals = z
  .object({
    bottles: z.int().positive(),
    /** Spec section 9: a magnum takes 6 case slots, any other bottle 1. */
    caseSlots: z.int().positive(),
    totalPence: Pence,
  })
  .meta({ id: 'OrderTotals' });
export type OrderTotals = z.infer<typeof OrderTotals>;

export const OrderPlaced = defineEvent(
  'OrderPlaced',
  z.object({
    orderId: OrderId,
    userId: UserId,
    idempotencyKey: IdempotencyKey,
    /** Whether member prices were charged. */
    pricedAsMember: z.boolean(),
    lines: z.array(OrderLine).min(1),
    totals: OrderTotals,
    status: OrderStatus,
    placedAt: at,
  }),
);

export const OrderStatusChanged = defineEvent(
  'OrderStatusChanged',
  z.object({ orderId: OrderId, from: OrderStatus, to: OrderStatus, changedAt: at }),
);

/** Bottles of one product set aside for an order; they count against the catalog's stock level. */
export const StockReserved = defineEvent(
  'StockReserved',
  z.object({ productId: ProductId, orderId: OrderId, quantity: z.int().positive(), reservedAt: at }),
);

/** An order's bottles given back (the order was cancelled). */
export const StockReleased = defineEvent(
  'StockReleased',
  z.object({ productId: ProductId, orderId: OrderId, quantity: z.int().positive(), releasedAt: at }),
);

// Payments on the order's own stream, so the status and the money move in one transaction.

/** A charge is about to be asked of the provider under this idempotency key. */
export const PaymentAttempted = defineEvent(
  'PaymentAttempted',
  z.object({
    orderId: OrderId,
    attempt: z.int().positive(),
    idempotencyKey: z.string(),
    amountPence: Pence,
    attemptedAt: at,
  }),
);

/** The money arrived (the charge's answer, the 3-D Secure return or a webhook: whichever first). */
export const PaymentSucceeded = defineEvent(
  'PaymentSucceeded',
  z.object({
    orderId: OrderId,
    paymentIntentId: z.string(),
    amountPence: Pence,
    source: z.enum(['charge', 'return', 'webhook']),
    paidAt: at,
  }),
);

/** The bank wants the customer to authenticate; the attempt stays open until it answers. */
export const PaymentActionRequired = defineEvent(
  'PaymentActionRequired',
  z.object({ orderId: OrderId, attempt: z.int().positive(), paymentIntentId: z.string(), at }),
);

/** The attempt ended without money: the card was declined, or something else went wrong. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.object({
    orderId: OrderId,
    attempt: z.int().positive(),
    outcome: z.enum(['card_declined', 'other_error']),
    paymentIntentId: z.string().nullable(),
    declineCode: z.string().nullable(),
    failedAt: at,
  }),
);

/**
 * A payment naming the order that is not what the order owes (another amount or currency): it
 * pays nothing and is refunded.
 */
export const PaymentAmountMismatched = defineEvent(
  'PaymentAmountMismatched',
  z.object({
    orderId: OrderId,
    paymentIntentId: z.string(),
    amountPence: Pence,
    currency: z.string(),
    owedPence: Pence,
    at,
  }),
);

/**
 * A refund decided under the order's lock, before any money moves: the cancellation (or the
 * payment the order cannot take) that asks for it is recorded in the same decision, and the
 * refund itself is an effect of this event, performed once (orders-refund-payment). A dispatch
 * decided first leaves nothing to refund; a refund decided first leaves nothing to dispatch.
 */
export const RefundRequested = defineEvent(
  'RefundRequested',
  z.object({
    orderId: OrderId,
    paymentIntentId: z.string(),
    amountPence: Pence,
    reason: z.enum(['cancelled', 'duplicate', 'mismatch']),
    requestedAt: at,
  }),
);

/**
 * Money given back: a cancelled paid order, a second charge for an order already paid, or a
 * payment that was not what the order owes.
 */
export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  z.object({
    orderId: OrderId,
    paymentIntentId: z.string(),
    amountPence: Pence,
    reason: z.enum(['cancelled', 'duplicate', 'mismatch', 'review']),
    refundedAt: at,
  }),
);

/**
 * The provider's fraud screening (Stripe Radar) put the payment in review: the money is taken
 * but the order waits, 'Paid not processed', until operations approve or refund it.
 */
export const PaymentReviewOpened = defineEvent(
  'PaymentReviewOpened',
  z.object({ orderId: OrderId, paymentIntentId: z.string(), reviewId: z.string(), openedAt: at }),
);

/** The review ended: approved (the order goes on) or refunded (the order is cancelled). */
export const PaymentReviewClosed = defineEvent(
  'PaymentReviewClosed',
  z.object({
    orderId: OrderId,
    paymentIntentId: z.string(),
    reviewId: z.string(),
    outcome: z.enum(['approved', 'refunded']),
    closedAt: at,
  }),
);

/**
 * An unpaid order held its bottles longer than a reservation lasts (docs/orders.md): it is
 * cancelled and its bottles go back on sale, in the same transaction.
 */
export const ReservationExpired = defineEvent(
  'ReservationExpired',
  z.object({ orderId: OrderId, heldSince: at, expiredAt: at }),
);

/** The order leaves storage with others in one dispatch (its delivery fee paid if it had one). */
export const DispatchRequested = defineEvent(
  'DispatchRequested',
  z.object({
    orderId: OrderId,
    dispatchId: z.uuid(),
    orderIds: z.array(OrderId).min(1),
    caseSlots: z.int().positive(),
    feePence: Pence,
    adultSignatureRequired: z.literal(true),
    requestedAt: at,
  }),
);

// Fulfilment: the courier's word on a dispatch, recorded on each of its orders' streams
// (docs/orders.md, "Fulfilment"). The courier names the dispatch; the tracking reference is its own.

/** The courier collected the dispatch from the warehouse (or operations booked one by hand). */
export const OrderDispatched = defineEvent(
  'OrderDispatched',
  z.object({
    orderId: OrderId,
    dispatchId: z.uuid(),
    trackingReference: z.string().min(1).max(100),
    /** Who said so: the courier's report, or the warehouse on the operations CLI. */
    reportedBy: z.enum(['courier', 'operations']),
    dispatchedAt: at,
  }),
);

/**
 * Nobody could take the parcel (an adult must sign): the courier keeps it and tries again; the
 * order stays DISPATCHED.
 */
export const DeliveryAttemptFailed = defineEvent(
  'DeliveryAttemptFailed',
  z.object({
    orderId: OrderId,
    dispatchId: z.uuid(),
    attempt: z.int().positive(),
    reason: z.string().min(1).max(500),
    nextAttemptAt: at,
    failedAt: at,
  }),
);

/** The courier handed the parcel to an adult who signed: the order's delivery state, not a status. */
export const OrderDelivered = defineEvent(
  'OrderDelivered',
  z.object({ orderId: OrderId, dispatchId: z.uuid(), deliveredAt: at }),
);

/**
 * The order is kept in storage, out of any dispatch (PAID_HOLD_DISPATCH). A warehouse hold is
 * the warehouse's to release: the customer cannot send the order until then.
 */
export const DispatchHeld = defineEvent(
  'DispatchHeld',
  z.object({ orderId: OrderId, by: z.enum(['operations', 'customer']), heldAt: at }),
);

export const DispatchHoldReleased = defineEvent(
  'DispatchHoldReleased',
  z.object({ orderId: OrderId, by: z.enum(['operations', 'customer']), releasedAt: at }),
);

/**
 * A stock count left fewer bottles of a product than were sold: this order, among the last to
 * reserve it, waits for them ('Reserved'; a paid one leaves storage as PAID_AWAITING_STOCK).
 */
export const OrderAwaitingStock = defineEvent(
  'OrderAwaitingStock',
  z.object({ orderId: OrderId, productId: ProductId, since: at }),
);

/** The product's bottles are there for this order again (a restock, or earlier orders given up). */
export const OrderStockArrived = defineEvent(
  'OrderStockArrived',
  z.object({ orderId: OrderId, productId: ProductId, arrivedAt: at }),
);

export const OrderEventEnvelope = eventUnion([
  OrderPlaced,
  OrderStatusChanged,
  PaymentAttempted,
  PaymentSucceeded,
  PaymentActionRequired,
  PaymentFailed,
  PaymentAmountMismatched,
  RefundRequested,
  PaymentRefunded,
  PaymentReviewOpened,
  PaymentReviewClosed,
  ReservationExpired,
  DispatchRequested,
  OrderDispatched,
  DeliveryAttemptFailed,
  OrderDelivered,
  DispatchHeld,
  DispatchHoldReleased,
  CheckoutCompleted,
  CustomerMessageRequested,
  OrderAwaitingStock,
  OrderStockArrived,
]);
export type OrderEventEnvelope = z.infer<typeof OrderEventEnvelope>;
export type OrderEvent = NewEventOf<OrderEventEnvelope>;

export const StockEventEnvelope = eventUnion([StockReserved, StockReleased]);
export type StockEventEnvelope = z.infer<typeof StockEventEnvelope>;
export type StockEvent = NewEventOf<StockEventEnvelope>;

/**
 * Stream `orders/stock-coverage/<productId>`: no longer written (the orders-follow-stock-count
 * workflow keeps its state on its own stream); stays defined so that older logs still read.
 */
export const StockCoverageChanged = defineEvent(
  'StockCoverageChanged',
  z.object({
    productId: ProductId,
    stockLevel: z.int().min(0),
    waitingOrderIds: z.array(OrderId),
    changedAt: at,
  }),
);
export const StockCoverageEventEnvelope = eventUnion([StockCoverageChanged]);
export type StockCoverageEvent = NewEventOf<z.infer<typeof StockCoverageEventEnvelope>>;
