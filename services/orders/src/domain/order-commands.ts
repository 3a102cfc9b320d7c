import type { OrderStatus } from '@wine/contracts/order-status';
import type { CheckoutLine } from '@wine/contracts/orders/checkout';
import type { ChargeResult } from '@wine/contracts/payments/payment-provider';
import type { FulfilmentCommand } from './fulfilment-commands.ts';
import type { Holdings } from './holding-limits.ts';
import type { Offer } from './offer.ts';

/** Time comes in with the command, never from a clock inside domain/. */
interface Metadata {
  now: string;
}

export interface PlaceOrder {
  type: 'PlaceOrder';
  data: {
    orderId: string;
    userId: string;
    idempotencyKey: string;
    isMember: boolean;
    lines: CheckoutLine[];
    /** The catalog's current word on each product asked for; a missing one is not for sale. */
    offers: ReadonlyMap<string, Offer>;
    /** What the shopper already holds in open orders (for the guest and unpaid limits). */
    holdings?: Holdings;
  };
  metadata: Metadata;
}

export interface ChangeOrderStatus {
  type: 'ChangeOrderStatus';
  data: { orderId: string; to: OrderStatus };
  metadata: Metadata;
}

/**
 * The order is cancelled before it is sent: by its owner (`userId`), or because the owner's
 * account was erased (`userId` null, to ACCOUNT_CANCELLED).
 */
export interface CancelOrder {
  type: 'CancelOrder';
  data: { orderId: string; userId: string | null; to: 'CANCELLED' | 'ACCOUNT_CANCELLED' };
  metadata: Metadata;
}

/** The owner asks to pay; an attempt number and idempotency key are handed out. */
export interface StartPayment {
  type: 'StartPayment';
  data: { orderId: string; userId: string };
  metadata: Metadata;
}

/** What the provider answered to an attempt's charge. */
export interface RecordCharge {
  type: 'RecordCharge';
  /** `productName` names the shop in the confirmation a successful charge asks for. */
  data: { orderId: string; attempt: number; result: ChargeResult; productName: string };
  metadata: Metadata;
}

/** The provider says this PaymentIntent succeeded (3-D Secure return or webhook). */
export interface ConfirmPayment {
  type: 'ConfirmPayment';
  data: {
    orderId: string;
    paymentIntentId: string;
    amountPence: number;
    currency: string;
    source: 'return' | 'webhook';
    /** Names the shop in the confirmation the payment asks for. */
    productName: string;
  };
  metadata: Metadata;
}

/** The provider says this PaymentIntent failed (3-D Secure refused, or a webhook). */
export interface FailPayment {
  type: 'FailPayment';
  data: {
    orderId: string;
    paymentIntentId: string;
    outcome: 'card_declined' | 'other_error';
    declineCode: string | null;
  };
  metadata: Metadata;
}

export interface RecordRefund {
  type: 'RecordRefund';
  data: {
    orderId: string;
    paymentIntentId: string;
    amountPence: number;
    reason: 'cancelled' | 'duplicate' | 'mismatch';
  };
  metadata: Metadata;
}

/** The provider opened or closed a fraud review of a payment naming the order. */
export interface ReportPaymentReview {
  type: 'ReportPaymentReview';
  data: {
    orderId: string;
    paymentIntentId: string;
    reviewId: string;
    open: boolean;
    /** Stripe's closed_reason: approved, refunded, refunded_as_fraud, disputed, ...; null while open. */
    closedReason: string | null;
  };
  metadata: Metadata;
}

/** The sweep finds an unpaid order that may have held its bottles too long. */
/** The customer's paid order waits for a full case to be sent, or stops waiting. */
export interface FullCaseCommand {
  type: 'WaitForFullCase' | 'StopWaitingForFullCase';
  data: { orderId: string; userId: string };
  metadata: Metadata;
}

/** A stock count left this order without its bottles of a product, or they are there again. */
export interface StockCountCommand {
  type: 'RecordStockShortfall' | 'RecordStockArrival';
  data: { orderId: string; productId: string };
  metadata: Metadata;
}

export interface ExpireReservation {
  type: 'ExpireReservation';
  data: { orderId: string; reservationMs: number; productName: string };
  metadata: Metadata;
}

export interface RequestDispatch {
  type: 'RequestDispatch';
  data: {
    orderId: string;
    userId: string;
    dispatchId: string;
    orderIds: string[];
    caseSlots: number;
    feePence: number;
  };
  metadata: Metadata;
}

/** The order is paid: complete its checkout and confirm it to the buyer (once). */
export interface CompleteCheckout {
  type: 'CompleteCheckout';
  data: { orderId: string; productName: string };
  metadata: Metadata;
}

export interface ResendConfirmation {
  type: 'ResendConfirmation';
  data: { orderId: string; userId: string; productName: string };
  metadata: Metadata;
}

export type OrderCommand =
  | PlaceOrder
  | ChangeOrderStatus
  | CancelOrder
  | StartPayment
  | RecordCharge
  | ConfirmPayment
  | FailPayment
  | RecordRefund
  | ReportPaymentReview
  | StockCountCommand
  | FullCaseCommand
  | ExpireReservation
  | RequestDispatch
  | CompleteCheckout
  | ResendConfirmation
  | FulfilmentCommand;
