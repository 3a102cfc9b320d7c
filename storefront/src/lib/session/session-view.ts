import type { UserView } from '@wine/contracts/identity/user-view';
import type { SessionSnapshot } from './session-manager.ts';
import { isSignedIn } from './signed-in.ts';

export interface SessionView {
  /** Signed in by phone or e-mail; a guest has a session but is not signed in. */
  signedIn: boolean;
  isMember: boolean;
  /** undefined while there is no session yet (the first visit's guest is on its way). */
  user: UserView | undefined;
}

/**
 * What the screens need to know about who is looking. Membership is the server's member check
 * when it has answered, else what the sign-in said; a guest is never a member.
 */
export function sessionView(snapshot: SessionSnapshot, memberCheck?: { isMember: boolean }): SessionView {
  const user = snapshot.session?.user;
  const signedIn = isSignedIn(user);
  return { signedIn, isMember: signedIn && (memberCheck?.isMember ?? user.isMember), user };
}
