import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { Effect } from '@wine/platform/effects/effect';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { SupportTextKeys } from '../app/support-text-keys.ts';

const identityEvents = streamEvents(IdentityEventEnvelope);

/**
 * What the support form's senders typed is forgotten with them: erasing a person deletes the keys
 * of the messages they sent (signed in, or as the guest their account claimed), so those texts
 * cannot be read anywhere any more. An effect, not a read model: a deleted key is gone for good,
 * and a replay must never bring one back or drop the ones still needed.
 */
export const supportTextErasure = (keys: SupportTextKeys): Effect => ({
  name: 'messaging-support-text-erasure',
  contexts: ['identity'],
  handles: ['GuestClaimed', 'PersonalDataErased'],
  async perform(stored) {
    const event = identityEvents.read(stored);
    if (event.type === 'GuestClaimed') await keys.moveSender(event.data.guestId, event.data.userId);
    else if (event.type === 'PersonalDataErased') await keys.shred(event.data.userId);
  },
});
