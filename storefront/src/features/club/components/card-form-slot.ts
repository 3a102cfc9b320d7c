/** What the club asks of a card form; the route composes checkout's. */
export interface CardFormSlot {
  /** 'Start my free trial' */
  submitLabel: string;
  /** 'Starting your trial…' */
  busyLabel: string;
  /** The last attempt's failure, shown by the button until the next try. */
  problem: string | undefined;
  /** Gets the PaymentMethod the processor made; the form stays busy until this settles. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}
