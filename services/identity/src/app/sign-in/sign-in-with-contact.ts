import type { SignInOutcome } from '@wine/contracts/identity/auth-session';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { AccountNotFoundError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { activeUser, endAllSessions, signOut } from '../sessions/sessions.ts';
import { claimGuest } from '../users/claim-guest.ts';
import { credentialLock, credentialOwner, recordCredential } from '../users/credentials.ts';
import { onUsers } from '../users/user-streams.ts';

export interface SignInResult {
  userId: string;
  outcome: SignInOutcome;
}

/**
 * After a code or magic link proved `contact` (normalised): whom the caller is now.
 * - The address has an account: that account; a calling guest is claimed by it (spec
 *   section 4: "the app signs in with that credential instead"), only now that it is proved.
 * - It has none and the caller is a guest: the guest is registered with it, same id and data.
 * - It has none and there is no guest: 'No account found' (sign-up starts from a guest).
 * The link runs under a lock on the address, so two guests racing for it cannot both get it.
 */
export async function signInWithContact(
  services: IdentityServices,
  contact: Contact,
  caller: AuthenticatedUser | undefined,
): Promise<SignInResult> {
  const { hasher, pool, store, pii } = services;
  const contactHash = hasher.contact(contact.kind, contact.value);
  if (!caller?.isAnonymous) {
    const owner = await credentialOwner(pool, contactHash);
    if (!owner) throw new AccountNotFoundError();
    return { userId: owner, outcome: 'signed-in' };
  }
  const guestId = caller.userId;
  const knownOwner = await credentialOwner(pool, contactHash);
  if (knownOwner && knownOwner !== guestId) await activeUser(services, knownOwner);
  const now = services.clock();
  const result = await onUsers(
    store,
    [guestId],
    async (tx): Promise<SignInResult> => {
      const owner = await credentialOwner(tx.client, contactHash);
      // The guest's token may predate its own link (another tab): it is simply signed in.
      if (owner === guestId) return { userId: guestId, outcome: 'signed-in' };
      if (owner) {
        await claimGuest(tx, pii, { guestId, userId: owner, now });
        return { userId: owner, outcome: 'guest-claimed' };
      }
      const key = await pii.keyOf(tx.client, guestId, { create: true });
      await tx.decide(guestId, {
        type: 'LinkCredential',
        data: { kind: contact.kind, value: key.encrypt(contact.kind, contact.value) },
        metadata: { now: now.toISOString() },
      });
      await recordCredential(tx.client, contactHash, contact, guestId, now);
      return { userId: guestId, outcome: 'linked' };
    },
    [credentialLock(contactHash)],
  );
  // A claimed guest is closed everywhere. A linked guest changes privilege, so the session it
  // proved from is replaced (no session fixation); its other tabs pick up the change at refresh.
  if (result.outcome === 'guest-claimed') await endAllSessions(services, guestId);
  if (result.outcome === 'linked') await signOut(services, { sessionId: caller.sessionId });
  services.logger.info({ userId: result.userId, outcome: result.outcome }, 'signed in');
  return result;
}
