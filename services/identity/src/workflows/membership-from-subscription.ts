import { PaymentsCustomerEventEnvelope } from '@wine/contracts/payments/payment-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { userStream } from '../app/users/user-stream.ts';
import type { UserCommand } from '../domain/user/user-commands.ts';
import { userStreamId } from '../domain/user/user-stream.ts';

// Payments' events as payments reads them (the union carries its upcasters): a v1 subscription change still counts.
const paymentsEvents = streamEvents(PaymentsCustomerEventEnvelope);

type ChangeClubStatus = Extract<UserCommand, { type: 'ChangeClubStatus' }> & { userId: string };

/**
 * The collectors club follows the subscription the payments context recorded: a subscription
 * that keeps membership (trialing, active, paid to the period's end) makes a member, a lapsed or
 * cancelled one a non-member. Payments records only subscriptions the shop offered, so one made
 * with the API keys never gets here. Member prices follow through the member read model. No state
 * of its own: the user's stream says what the membership is, and decides whether it changes.
 */
export const membershipFromSubscription = eventToCommand({
  name: 'identity-membership-from-subscription',
  context: 'identity',
  contexts: ['payments'],
  events: paymentsEvents,
  handles: ['ClubSubscriptionChanged'],
  command: ({ data: { userId, member } }, event): ChangeClubStatus => ({
    type: 'ChangeClubStatus',
    userId,
    data: { status: member ? 'MEMBER' : 'NON_MEMBER' },
    metadata: { now: event.occurredAt },
  }),
  streams: ({ userId }) => [[userStream, [userStreamId(userId)]]],
  async handle({ userId, ...command }, tx, metadata) {
    await tx.decide(userStream, userStreamId(userId), command, metadata);
  },
});
