import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { followAccountActivity } from '../app/follow-account-activity.ts';
import { identityEvents } from './followed-events.ts';

/**
 * Identity's AccountDeactivated / AccountReactivated move the customer's unpaid orders to
 * ACCOUNT_INACTIVE and back. An effect rather than a pure reactor: which order streams change is
 * only known from the customer's stream, read when the event arrives.
 */
export function followAccountActivityOf(deps: { store: EventStore; clock: () => Date }): Effect {
  return {
    name: 'orders-follow-account-activity',
    contexts: ['identity'],
    handles: ['AccountDeactivated', 'AccountReactivated'],
    async perform(event) {
      const moved = identityEvents.read(event);
      if (moved.type !== 'AccountDeactivated' && moved.type !== 'AccountReactivated') return;
      const { userId } = moved.data;
      const change = { userId, active: moved.type === 'AccountReactivated' };
      await followAccountActivity(deps, change, causedBy(event, userId));
    },
  };
}
