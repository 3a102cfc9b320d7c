import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';

/** What the payment use cases need: the store, the provider, and where 3-D Secure returns to. */
export interface PaymentDeps {
  store: EventStore;
  provider: PaymentProvider;
  /** The storefront page the bank sends the customer back to. */
  returnUrl: (orderId: string) => string;
  clock: () => Date;
  /** The shop's name, in the confirmation a payment completes. */
  productName: string;
  logger: Logger;
}
