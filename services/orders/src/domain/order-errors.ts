import type {
  GuestLimitDetails,
  OutOfStockDetails,
  UnpaidLimitDetails,
} from '@wine/contracts/orders/checkout-problems';
import { DomainError, IllegalStateError } from '@wine/platform/errors/domain-error';

/** A checkout that asks for more than a guest or non-member may buy of one product. */
export class GuestLimitError extends DomainError {
  constructor(productId: string, maxQuantityForGuest: number, requested: number, held = 0) {
    const details: GuestLimitDetails = { productId, maxQuantityForGuest, requested, held };
    const already = held > 0 ? ` (you already have ${held} in open orders)` : '';
    super(
      'VALIDATION_ERROR',
      `Only members may buy more than ${maxQuantityForGuest} of ${productId}${already}`,
      400,
      details,
    );
  }
}

/**
 * The guest limit, counted over everyone ordering from the client's address (a household shares
 * HOUSEHOLD_SHARE limits): how three guest tokens from one address took a wine between them.
 */
export class SharedAddressLimitError extends DomainError {
  constructor(productId: string, maxQuantityForGuest: number, requested: number, held: number) {
    const details: GuestLimitDetails = { productId, maxQuantityForGuest, requested, held };
    super(
      'VALIDATION_ERROR',
      `Only members may buy more than ${maxQuantityForGuest} of ${productId} (${held} are already reserved from your network)`,
      400,
      details,
    );
  }
}

/** More of a wine held unpaid than anyone may (members too): pay for what is reserved first. */
export class UnpaidLimitError extends DomainError {
  constructor(productId: string, maxUnpaid: number, requested: number, held: number) {
    const details: UnpaidLimitDetails = { productId, maxUnpaid, requested, held };
    super(
      'VALIDATION_ERROR',
      `Pay for the bottles of ${productId} you have reserved before reserving more (at most ${maxUnpaid} unpaid at once)`,
      400,
      details,
    );
  }
}

/** Fewer bottles are left than the checkout asks for; nothing was reserved. */
export class OutOfStockError extends DomainError {
  constructor(productId: string, available: number, requested: number) {
    const details: OutOfStockDetails = { productId, available, requested };
    super('CONFLICT', `Only ${available} of ${productId} left`, 409, details);
  }
}

/**
 * The checkout's Idempotency-Key names an order placed for other lines: a client bug or a
 * reused key, never the same request retried (IETF httpapi idempotency-key draft: 409).
 */
export class IdempotencyKeyReusedError extends DomainError {
  constructor(orderId: string) {
    super('CONFLICT', 'This Idempotency-Key was already used for a different checkout', 409, { orderId });
  }
}

/** Another attempt to pay this order is still waiting for the provider or the bank. */
export class PaymentInProgressError extends DomainError {
  constructor(orderId: string, attempt: number) {
    super('CONFLICT', 'A payment for this order is already in progress', 409, { orderId, attempt });
  }
}

/** Too many cards tried on one order: how stolen cards get tested, so the order stops taking more. */
export class TooManyPaymentAttemptsError extends DomainError {
  constructor(orderId: string, attempts: number) {
    super('RATE_LIMITED', 'Too many payment attempts for this order. Please contact us.', 429, {
      orderId,
      attempts,
    });
  }
}

/** The confirmation was sent again as often as one order allows. */
export class TooManyConfirmationsError extends DomainError {
  constructor(orderId: string) {
    super('RATE_LIMITED', 'The confirmation of this order was already sent again several times.', 429, {
      orderId,
    });
  }
}

/** The warehouse is keeping the order back (a damaged bottle, a query): only it can let it go. */
export class WarehouseHoldError extends IllegalStateError {
  constructor(orderId: string) {
    super('Our warehouse is holding this order; contact us to have it sent', { orderId });
  }
}
