import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { InvalidActionCodeError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { activeUser, endAllSessions } from '../sessions/sessions.ts';
import { spendProof } from '../spent-proofs.ts';
import { claimGuest } from '../users/claim-guest.ts';
import { onUsers } from '../users/user-streams.ts';
import type { SignInResult } from './sign-in-with-contact.ts';

/**
 * POST /api/auth/custom-token: spends a custom token (once) for the user it names. A guest
 * that presents it is claimed by that user, as with any other proof.
 */
export async function signInWithCustomToken(
  services: IdentityServices,
  customToken: string,
  caller: AuthenticatedUser | undefined,
): Promise<SignInResult> {
  const claims = await services.signer.verifyCustomToken(customToken);
  if (!claims) throw new InvalidActionCodeError();
  if (!(await spendProof(services.pool, `custom-token:${claims.tokenId}`, claims.expiresAt))) {
    throw new InvalidActionCodeError();
  }
  const { userId } = claims;
  if (!caller?.isAnonymous || caller.userId === userId) return { userId, outcome: 'signed-in' };
  await activeUser(services, userId);
  const now = services.clock();
  await onUsers(services.store, [caller.userId], (tx) =>
    claimGuest(tx, services.pii, { guestId: caller.userId, userId, now }),
  );
  await endAllSessions(services, caller.userId);
  return { userId, outcome: 'guest-claimed' };
}
