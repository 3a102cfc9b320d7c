import { DomainError } from '@wine/platform/errors/domain-error';

/** A checkout that asks for more than a guest or non-member may buy of one product. */
export class GuestLimitError extends DomainError {
  constructor(productId: string, maxQuantityForGuest: number, requested: number) {
    super('VALIDATION_ERROR', `Only members may buy more than ${maxQuantityForGuest} of ${productId}`, 400, {
      productId,
      maxQuantityForGuest,
      requested,
    });
  }
}

/** Fewer bottles are left than the checkout asks for; nothing was reserved. */
export class OutOfStockError extends DomainError {
  constructor(productId: string, available: number, requested: number) {
    super('CONFLICT', `Only ${available} of ${productId} left`, 409, { productId, available, requested });
  }
}

/** Another attempt to pay this order is still waiting for the provider or the bank. */
export class PaymentInProgressError extends DomainError {
  constructor(orderId: string, attempt: number) {
    super('CONFLICT', 'A payment for this order is already in progress', 409, { orderId, attempt });
  }
}
