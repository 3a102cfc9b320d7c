import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { Pool } from '@wine/platform/db/pool';
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

/**
 * Records what is reported (a webhook's Stripe event, in payments' inbox) on the connection of the
 * transaction that applies it; false when it was recorded before, so applied already.
 */
export type RecordOnce = (db: Pick<Pool, 'query'>) => Promise<boolean>;
