import { readStates } from '@wine/platform/domain/handle-command';
import type { ActiveUser, User } from '../../domain/user/user.ts';
import { userStreamId } from '../../domain/user/user-stream.ts';
import type { IdentityServices } from '../identity-services.ts';
import { userStream } from './user-stream.ts';

/**
 * The e-mail a user proved (signed in with, or linked): where mail about their account and
 * orders goes. Null for a guest, someone signed in by phone only, or an erased account.
 */
export async function provedEmailOf(services: IdentityServices, userId: string): Promise<string | null> {
  return (await provedEmailsOf(services, [userId])).get(userId) ?? null;
}

/**
 * `provedEmailOf` for many users in two queries, whatever their number (their streams, then the
 * keys of those with an e-mail to read): what a batch of mails looks up at once.
 */
export async function provedEmailsOf(
  services: IdentityServices,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const states = await readStates(services.store, userStream, userIds.map(userStreamId));
  const users = userIds.map((userId) => states.get(userStreamId(userId)) as User);
  const proved = users.filter((user): user is ActiveUser => user.status === 'active' && !user.isAnonymous);
  const keys =
    proved.length > 0
      ? await services.pii.keysOf(
          services.pool,
          proved.map((u) => u.userId),
        )
      : new Map();
  const emails = new Map<string, string | null>(userIds.map((userId) => [userId, null]));
  for (const user of proved)
    emails.set(user.userId, keys.get(user.userId)?.decrypt('email', user.credentials.email) ?? null);
  return emails;
}
