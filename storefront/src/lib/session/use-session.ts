import { useQueryClient } from '@tanstack/react-query';
import type { MemberCheckResponse } from '@wine/contracts/identity/auth-requests';
import { useCallback, useSyncExternalStore } from 'react';
import { memberCheckQuery } from './member-check-query.ts';
import { type SessionView, sessionView } from './session-view.ts';
import { isSignedIn } from './signed-in.ts';
import { useSessionSnapshot } from './use-session-snapshot.ts';

/**
 * Who is looking: shortcuts, quick actions, the shell and the cart's guest limit follow it.
 * Membership is the member check's latest answer for this user (asked on every sign-in by
 * useMemberCheckOnSignIn, and after joining or leaving the club), else what the sign-in said.
 * It reads that answer from the query cache without becoming one of its observers: an observer
 * leaving while the check is asked would cancel it (the club's adoptMembership relies on it).
 */
export function useSession(): SessionView {
  const snapshot = useSessionSnapshot();
  const user = snapshot.session?.user;
  const queryClient = useQueryClient();
  const { queryKey } = memberCheckQuery(user?.id ?? '');
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const checked = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<MemberCheckResponse>(queryKey),
    () => undefined,
  );
  return sessionView(snapshot, isSignedIn(user) ? checked : undefined);
}
