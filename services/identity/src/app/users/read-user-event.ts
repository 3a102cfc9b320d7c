import { type IdentityEvent, IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';

/** A stored event of a user's stream, checked against the contracts' schema as it is read. */
export function readUserEvent(stored: StoredEvent): IdentityEvent {
  const { type, data } = IdentityEventEnvelope.parse(stored);
  return { type, data } as IdentityEvent;
}
