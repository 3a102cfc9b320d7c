import type { CreatedPaymentMethod } from './card-tokenizer.ts';

export interface CardFormProps {
  /** 'Pay £12.00' */
  submitLabel: string;
  /** While the card is on its way: 'Paying…' unless the form is not paying ('Saving your card…'). */
  busyLabel?: string;
  /** The last attempt's outcome ('Card declined'), shown by the button until the next try. */
  problem?: string | undefined;
  /**
   * What the card pays now, in pence; absent when the card is kept for later (the club). Stripe's
   * Payment Element shows a wallet's sheet with it, or the saved card's terms without it.
   */
  amountPence?: number;
  /** Gets the card the processor made; the form stays busy until this settles. */
  onPaymentMethod: (paymentMethod: CreatedPaymentMethod) => Promise<void>;
}
