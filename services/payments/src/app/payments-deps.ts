import type { ClubStatus } from '@wine/contracts/club-status';
import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';

export interface ClubDeps {
  store: EventStore;
  provider: PaymentProvider;
  /** Identity's club status, set from the subscription (identity.setClubStatus). */
  setClubStatus: (userId: string, status: Extract<ClubStatus, 'MEMBER' | 'NON_MEMBER'>) => Promise<void>;
  clubPriceId: string;
  clubTrialDays: number;
  clock: () => Date;
  logger: Logger;
}
