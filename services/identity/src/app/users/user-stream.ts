import { type IdentityEvent, IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { User } from '../../domain/user/user.ts';
import type { UserCommand } from '../../domain/user/user-commands.ts';
import { userDecider } from '../../domain/user/user-decider.ts';

/** A user's stream: its decider, and its events read through the contracts' union. */
export const userStream: StreamKind<UserCommand, User, IdentityEvent> = {
  decider: userDecider,
  events: streamEvents(IdentityEventEnvelope),
};
