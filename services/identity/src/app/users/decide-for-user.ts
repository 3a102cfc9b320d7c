import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import type { UserCommand } from '../../domain/user/user-commands.ts';
import type { IdentityServices } from '../identity-services.ts';
import { onUsers } from './user-streams.ts';

type CommandOf<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

/** One command on one user's stream, timed by the services' clock. */
export function decideForUser<T extends UserCommand['type']>(
  services: IdentityServices,
  userId: string,
  type: T,
  data: CommandOf<T>['data'],
): Promise<IdentityEvent[]> {
  const command = { type, data, metadata: { now: services.clock().toISOString() } } as CommandOf<T>;
  return onUsers(services.store, [userId], (tx) => tx.decide(userId, command));
}
