import { useQuery } from '@tanstack/react-query';
import { memberCheckQuery } from './member-check-query.ts';
import { type SessionView, sessionView } from './session-view.ts';
import { isSignedIn } from './signed-in.ts';
import { useSessionSnapshot } from './use-session-snapshot.ts';

/**
 * Who is looking: shortcuts, quick actions, the shell and the cart's guest limit follow it.
 * Membership is the member check's latest answer for this user (asked on every sign-in by
 * useMemberCheckOnSignIn, and after joining or leaving the club), else what the sign-in said.
 * This only reads the answer; it never asks.
 */
export function useSession(): SessionView {
  const snapshot = useSessionSnapshot();
  const user = snapshot.session?.user;
  const { data } = useQuery({ ...memberCheckQuery(user?.id ?? ''), enabled: false });
  return sessionView(snapshot, isSignedIn(user) ? data : undefined);
}
