import { CustomerMessagingEventEnvelope } from '@wine/contracts/messaging/messaging-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
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
export const preferencesFromUnsubscribe = eventToCommand({
  name: 'identity-preferences-from-unsubscribe',
  context: 'identity',
  contexts: ['messaging'],
  events: messagingEvents,
  handles: ['MessagesUnsubscribed'],
  command: ({ data: { userId, kind, unsubscribedAt } }): SavePreferences => ({
    type: 'SaveNotificationPreferences',
    userId,
    data: { preferences: { [kind]: false } },
    metadata: { now: unsubscribedAt },
  }),
  streams: ({ userId }) => [[userStream, [userStreamId(userId)]]],
  async handle({ userId, ...command }, tx, metadata) {
    const user = await tx.state(userStream, userStreamId(userId));
    if (user.status !== 'active') return;
    await tx.decide(userStream, userStreamId(userId), command, metadata);
  },
});
