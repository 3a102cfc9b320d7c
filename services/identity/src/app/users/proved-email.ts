import type { IdentityServices } from '../identity-services.ts';
import { personalDataOf } from './readable-user.ts';
import { readUser } from './user-streams.ts';

/**
 * The e-mail a user proved (signed in with, or linked): where mail about their account and
 * orders goes. Null for a guest, someone signed in by phone only, or an erased account.
 */
export async function provedEmailOf(services: IdentityServices, userId: string): Promise<string | null> {
  const user = await readUser(services.store, userId);
  if (user.status !== 'active' || user.isAnonymous) return null;
  return (await personalDataOf(services.pool, services.pii, user)).email;
}
