import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';

export interface ClubDeps {
  store: EventStore;
  provider: PaymentProvider;
  clubPriceId: string;
  clubTrialDays: number;
  clock: () => Date;
  logger: Logger;
}
