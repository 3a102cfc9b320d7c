import type { UserView } from '@wine/contracts/identity/user-view';

/** Signed in by phone or e-mail (spec section 1): a guest has a session too, but is not signed in. */
export const isSignedIn = (user: UserView | undefined): user is UserView =>
  user !== undefined && !user.isAnonymous;
