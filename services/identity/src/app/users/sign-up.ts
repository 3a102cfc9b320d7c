import type { ClubStatus } from '@wine/contracts/club-status';
import { normalizeEmail, normalizePhone } from '@wine/contracts/identity/contact';
import type { SignUpSource } from '@wine/contracts/identity/identity-events';
import type { SignUpRequest } from '@wine/contracts/identity/sign-up';
import type { IdentityServices } from '../identity-services.ts';
import { checkCredentialsFree } from './account-checks.ts';
import { onUsers } from './user-streams.ts';

export interface SignUp {
  userId: string;
  details: SignUpRequest;
  source: SignUpSource;
  /** The club trial (/signup): the person applies to the collectors club as well. */
  applyToClub: boolean;
}

/**
 * signUpUser and its siblings: the sign-up form's answers, kept (encrypted) on the calling
 * guest, whose id is the customer id. Nothing here proves the e-mail: the account is
 * registered only when a code or magic link links it, so no one can sign up with another
 * person's address and wait for them.
 */
export async function signUp(services: IdentityServices, request: SignUp): Promise<ClubStatus> {
  const { userId, details } = request;
  await checkCredentialsFree(services, details);
  const now = services.clock().toISOString();
  return onUsers(services.store, [userId], async (tx) => {
    const key = await services.pii.keyOf(tx.client, userId, { create: true });
    await tx.decide(userId, {
      type: 'ProvideSignUpDetails',
      data: {
        name: key.encrypt('name', details.name),
        email: key.encrypt('email', normalizeEmail(details.email)),
        phone: key.encrypt('phone', normalizePhone(details.phone)),
        source: request.source,
      },
      metadata: { now },
    });
    if (request.applyToClub) {
      await tx.decide(userId, { type: 'ChangeClubStatus', data: { status: 'APPLIED' }, metadata: { now } });
    }
    const user = tx.user(userId);
    return user.status === 'active' ? user.clubStatus : 'NON_MEMBER';
  });
}
