import { CustomerMessagingEventEnvelope } from '@wine/contracts/messaging/messaging-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Workflow } from '@wine/platform/workflows/workflow';
import { userStream } from '../app/users/user-stream.ts';
import type { UserCommand } from '../domain/user/user-commands.ts';
import { userStreamId } from '../domain/user/user-stream.ts';

// The messaging context's customer streams, as its contract reads them.
const messagingEvents = streamEvents(CustomerMessagingEventEnvelope);

type SavePreferences = Extract<UserCommand, { type: 'SaveNotificationPreferences' }> & { userId: string };

/**
 * A kind of message turned off from the link in one of its mails (the messaging context records
 * it) is turned off in the person's preferences too: the account page shows what they get, and
 * the preferences stay the one source of it. A person whose account is gone has nothing to turn off.
 */
export const preferencesFromUnsubscribe: Workflow<SavePreferences, undefined, SavePreferences> = {
  name: 'identity-preferences-from-unsubscribe',
  context: 'identity',
  contexts: ['messaging'],
  handles: ['MessagesUnsubscribed'],
  input(event) {
    const unsubscribed = messagingEvents.read(event);
    if (unsubscribed.type !== 'MessagesUnsubscribed') return null;
    const { userId, kind, unsubscribedAt } = unsubscribed.data;
    return {
      type: 'SaveNotificationPreferences',
      userId,
      data: { preferences: { [kind]: false } },
      metadata: { now: unsubscribedAt },
    };
  },
  decide: (command) => [command],
  streams: ({ userId }) => [[userStream, [userStreamId(userId)]]],
  async handle({ userId, ...command }, tx, metadata) {
    const user = await tx.state(userStream, userStreamId(userId));
    if (user.status !== 'active') return;
    await tx.decide(userStream, userStreamId(userId), command, metadata);
  },
};
