import {
  PaymentsCustomerEventEnvelope,
  paymentsCustomerUpcasters,
} from '@wine/contracts/payments/payment-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { type Reactor, reaction } from '@wine/platform/reactions/reaction';
import { userStream } from '../app/users/user-stream.ts';
import { userStreamId } from '../domain/user/user-stream.ts';

/**
 * The collectors club follows the subscription the payments context recorded: a subscription
 * that keeps membership (trialing, active, paid to the period's end) makes a member, a lapsed or
 * cancelled one a non-member. Payments records only subscriptions the shop offered, so one made
 * with the API keys never gets here. Member prices follow through the member read model.
 */
// Payments' events as payments reads them, upcasters included: a v1 subscription change still counts.
const paymentsEvents = streamEvents(PaymentsCustomerEventEnvelope, paymentsCustomerUpcasters);

export const membershipFromSubscription: Reactor = {
  name: 'identity-membership-from-subscription',
  contexts: ['payments'],
  handles: ['ClubSubscriptionChanged'],
  react(event) {
    const changed = paymentsEvents.read(event);
    if (changed.type !== 'ClubSubscriptionChanged') return [];
    const { userId, member } = changed.data;
    return [
      reaction(userStream, userStreamId(userId), {
        type: 'ChangeClubStatus',
        data: { status: member ? 'MEMBER' : 'NON_MEMBER' },
        metadata: { now: event.occurredAt },
      }),
    ];
  },
};
