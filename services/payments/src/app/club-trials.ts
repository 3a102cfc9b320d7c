import type { EventMetadata } from '@wine/contracts/event-envelope';
import { type ClubTrialEvent, ClubTrialEventEnvelope } from '@wine/contracts/payments/club-trial-events';
import { handleCommand, type StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import {
  type ClaimClubTrial,
  type ClubTrial,
  clubTrialDecider,
  clubTrialStreamId,
} from '../domain/club-trial.ts';
import type { ClubDeps } from './payments-deps.ts';

const clubTrialStream: StreamKind<ClaimClubTrial, ClubTrial, ClubTrialEvent> = {
  decider: clubTrialDecider,
  events: streamEvents(ClubTrialEventEnvelope),
};

/**
 * Whether this person may have the free trial with this card: its first trial, or theirs
 * already (a retried sign-up). A card Stripe gives no fingerprint for gets none: it could not be
 * told from one already used.
 */
export async function claimClubTrial(
  deps: ClubDeps,
  userId: string,
  paymentMethodId: string,
  metadata: EventMetadata,
): Promise<boolean> {
  const { fingerprint } = await deps.provider.paymentMethodHolder(paymentMethodId);
  if (!fingerprint) return false;
  const command = {
    type: 'ClaimClubTrial' as const,
    data: { userId },
    metadata: { now: deps.clock().toISOString() },
  };
  const { state } = await handleCommand(
    deps.store,
    clubTrialStream,
    clubTrialStreamId(fingerprint),
    command,
    metadata,
  );
  return state.claimedBy === userId;
}
