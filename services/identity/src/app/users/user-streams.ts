import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import type { PoolClient } from '@wine/platform/db/pool';
import { onStreams, readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { User } from '../../domain/user/user.ts';
import type { UserCommand } from '../../domain/user/user-commands.ts';
import { userStreamId } from '../../domain/user/user-stream.ts';
import { userStream } from './user-stream.ts';

/** Some users' streams, locked for one transaction. */
export interface UsersTransaction {
  /** For identity's own tables, written in the same transaction as the events. */
  client: PoolClient;
  user(userId: string): User;
  /** Runs the decider on the user's current state and appends what it decides. */
  decide(userId: string, command: UserCommand): Promise<IdentityEvent[]>;
}

/**
 * Identity's commands that must change several users' streams, or a stream and identity's
 * tables (credentials, keys), atomically: the platform's command path on each user's stream,
 * with any `extraLocks` (e.g. an address being linked) held too.
 */
export function onUsers<T>(
  store: EventStore,
  userIds: readonly string[],
  work: (tx: UsersTransaction) => Promise<T>,
  extraLocks: readonly string[] = [],
): Promise<T> {
  return onStreams(store, [...userIds.map(userStreamId), ...extraLocks], async (tx) => {
    const users = new Map<string, User>();
    for (const userId of userIds) users.set(userId, await tx.state(userStream, userStreamId(userId)));
    return work({
      client: tx.client,
      user(userId) {
        const user = users.get(userId);
        if (!user) throw new Error(`User ${userId} is not part of this transaction`);
        return user;
      },
      async decide(userId, command) {
        if (!users.has(userId)) throw new Error(`User ${userId} is not part of this transaction`);
        const { state, events } = await tx.decide(
          userStream,
          userStreamId(userId),
          command,
          metadataFromContext(),
        );
        users.set(userId, state);
        return events;
      },
    });
  });
}

/** One user's current state, read without a lock (queries). */
export const readUser = (store: EventStore, userId: string): Promise<User> =>
  readState(store, userStream, userStreamId(userId));
