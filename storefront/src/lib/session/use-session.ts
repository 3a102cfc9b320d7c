export interface Session {
  signedIn: boolean;
  isMember: boolean;
}

const GUEST: Session = { signedIn: false, isMember: false };

/**
 * Who is looking. Sign-in is not part of this slice, so everyone is a guest; the identity
 * work replaces this hook's body and every caller (shortcuts, quick actions, prices) follows.
 */
export function useSession(): Session {
  return GUEST;
}
