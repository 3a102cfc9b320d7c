import { useQuery } from '@tanstack/react-query';
import { memberCheckQuery } from './member-check-query.ts';
import { type SessionView, sessionView } from './session-view.ts';
import { isSignedIn } from './signed-in.ts';
import { useSessionSnapshot } from './use-session-snapshot.ts';

/** useSession with membership confirmed by the server's member check (spec section 4). */
export function useMemberCheck(): SessionView {
  const snapshot = useSessionSnapshot();
  const user = snapshot.session?.user;
  const check = useQuery({ ...memberCheckQuery(user?.id ?? ''), enabled: isSignedIn(user) });
  return sessionView(snapshot, check.data);
}
