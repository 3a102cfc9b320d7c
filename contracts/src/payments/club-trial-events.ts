import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';

// Stream `payments/club-trial/card-<Stripe card fingerprint>`: the one free trial of the club a
// card may start, whichever account it is saved to (docs/payments.md).

/** This card's free trial went to this person; another account with the same card gets none. */
export const ClubTrialClaimed = defineEvent(
  'ClubTrialClaimed',
  z.object({ userId: UserId, claimedAt: z.iso.datetime({ offset: true }) }),
);

export const ClubTrialEventEnvelope = eventUnion([ClubTrialClaimed]);
export type ClubTrialEvent = NewEventOf<z.infer<typeof ClubTrialEventEnvelope>>;
