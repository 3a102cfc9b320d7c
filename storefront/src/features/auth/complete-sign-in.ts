import type { SignInResponse } from '@wine/contracts/identity/auth-session';
import type { UserView } from '@wine/contracts/identity/user-view';
import { adminClient } from '../../lib/api/clients.ts';
import { session } from '../../lib/session/session.ts';

/**
 * Takes the sign-in's session (the guest's was ended by the server). A guest that became the
 * account tells the backend it is no longer anonymous (spec sections 4 and 7); like the guest's
 * registration, a failure there is only logged. What a claimed guest had (its wishlist) is on
 * the account's next reads: they carry the sign-in's consistency token (lib/api/read-your-writes).
 */
export function completeSignIn({ outcome, ...signedIn }: SignInResponse): UserView {
  session.adopt(signedIn);
  if (outcome === 'linked') {
    adminClient
      .put('/api/auth/user', { body: { appUserId: signedIn.user.id, isAnonymous: false } })
      .catch((error: unknown) => console.warn('Could not confirm the registration', error));
  }
  return signedIn.user;
}
