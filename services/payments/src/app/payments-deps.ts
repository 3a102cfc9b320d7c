import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { QueryResult } from '@wine/platform/db/pool';
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
 * Records what is reported (a webhook's Stripe event, in payments' inbox) in the transaction that
 * applies it: its insert goes in that transaction's BEGIN round trip (onStreams' `first`), and
 * `recorded` reads its answer there; false when it was recorded before, so applied already.
 */
export interface RecordOnce {
  /** The insert, one statement with its values written in as escaped literals. */
  readonly statement: string;
  recorded(answer: QueryResult | undefined): boolean;
}
