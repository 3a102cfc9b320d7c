import { type SessionView, sessionView } from './session-view.ts';
import { useSessionSnapshot } from './use-session-snapshot.ts';

/**
 * Who is looking: shortcuts, quick actions and the shell follow it. Client state only, so the
 * shell needs no query machinery; pages that need membership as of now use useMemberCheck.
 */
export function useSession(): SessionView {
  return sessionView(useSessionSnapshot());
}
