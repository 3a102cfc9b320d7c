import { ClubSubscriptionChanged } from '@wine/contracts/payments/payment-events';
import { type Reactor, reaction } from '@wine/platform/reactions/reaction';
import { readUserEvent } from '../app/users/read-user-event.ts';
import { userDecider } from '../domain/user/user-decider.ts';
import { userStreamId } from '../domain/user/user-stream.ts';

/**
 * The collectors club follows the subscription the payments context recorded: a subscription
 * that keeps membership (trialing, active, paid to the period's end) makes a member, a lapsed or
 * cancelled one a non-member. Payments records only subscriptions the shop offered, so one made
 * with the API keys never gets here. Member prices follow through the member read model.
 */
export const membershipFromSubscription: Reactor = {
  name: 'identity-membership-from-subscription',
  contexts: ['payments'],
  handles: ['ClubSubscriptionChanged'],
  react(event) {
    const { userId, member } = ClubSubscriptionChanged.shape.data.parse(event.data);
    return [
      reaction(userStreamId(userId), userDecider, readUserEvent, {
        type: 'ChangeClubStatus',
        data: { status: member ? 'MEMBER' : 'NON_MEMBER' },
        metadata: { now: event.occurredAt },
      }),
    ];
  },
};
