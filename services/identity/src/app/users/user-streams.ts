import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import type { PoolClient } from '@wine/platform/db/pool';
import { fold } from '@wine/platform/domain/decider';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { User } from '../../domain/user/user.ts';
import type { UserCommand } from '../../domain/user/user-commands.ts';
import { userDecider } from '../../domain/user/user-decider.ts';
import { userStreamId } from '../../domain/user/user-stream.ts';

/** Some users' streams, locked for one transaction. */
export interface UsersTransaction {
  /** For identity's own tables, written in the same transaction as the events. */
  client: PoolClient;
  user(userId: string): User;
  /** Runs the decider on the user's current state and appends what it decides. */
  decide(userId: string, command: UserCommand): Promise<IdentityEvent[]>;
}

/**
 * The command handler of identity, for commands that must change several users' streams, or
 * a stream and identity's tables (credentials, keys), atomically: loads and locks each stream
 * (plus any `extraLocks`, e.g. an address being linked), and appends with the loaded version.
 */
export function onUsers<T>(
  store: EventStore,
  userIds: readonly string[],
  work: (tx: UsersTransaction) => Promise<T>,
  extraLocks: readonly string[] = [],
): Promise<T> {
  return store.transact([...userIds.map(userStreamId), ...extraLocks], async (tx) => {
    const loaded = new Map<string, { state: User; version: number }>();
    for (const userId of userIds) {
      const { version, events } = await tx.readStream(userStreamId(userId));
      loaded.set(userId, { state: fold(userDecider, events as unknown as IdentityEvent[]), version });
    }
    const entry = (userId: string) => {
      const found = loaded.get(userId);
      if (!found) throw new Error(`User ${userId} is not part of this transaction`);
      return found;
    };
    return work({
      client: tx.client,
      user: (userId) => entry(userId).state,
      async decide(userId, command) {
        const current = entry(userId);
        const events = userDecider.decide(command, current.state);
        if (events.length === 0) return events;
        const appended = await tx.append(
          userStreamId(userId),
          current.version,
          events,
          metadataFromContext(),
        );
        current.version = appended.nextExpectedVersion;
        current.state = events.reduce(userDecider.evolve, current.state);
        return events;
      },
    });
  });
}

/** One user's current state, read without a lock (queries). */
export async function readUser(store: EventStore, userId: string): Promise<User> {
  const { events } = await store.readStream(userStreamId(userId));
  return fold(userDecider, events as unknown as IdentityEvent[]);
}
