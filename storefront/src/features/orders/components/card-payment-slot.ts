/** What the orders page asks of a card form (the route composes checkout's). */
export interface CardPaymentSlot {
  /** 'Pay £9.95 and request dispatch' */
  submitLabel: string;
  amountPence: number;
  /** The last attempt's failure, shown by the button. */
  problem: string | undefined;
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}
