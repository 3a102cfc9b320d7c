import type { CheckoutLine } from '@wine/contracts/orders/checkout';

/** A cart line as checkout needs it: the contract's line, and the wine's name for messages. */
export interface CheckoutItem extends CheckoutLine {
  name: string;
}
