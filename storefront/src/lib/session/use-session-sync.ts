import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { sessionAtom } from './session-atom.ts';

/**
 * When the person behind the session changes (signed in, signed out elsewhere, claimed into an
 * account) or becomes a member or stops being one, everything fetched so far is stale: prices
 * depend on membership, and guards on sign-in. Refetch what is on screen and re-check the
 * current page's guard.
 */
export function useSessionSync(): void {
  const snapshot = useAtomValue(sessionAtom);
  const user = snapshot.session?.user;
  const who = user ? `${user.id}:${user.isAnonymous}:${user.isMember}` : undefined;
  const queryClient = useQueryClient();
  const router = useRouter();
  const last = useRef(who);

  useEffect(() => {
    // Between two sessions (a sign-out on its way to the next guest) nothing is decided yet.
    if (who === undefined || who === last.current) return;
    const first = last.current === undefined;
    last.current = who;
    // The first visit's guest: everything so far was fetched with its token already.
    if (first) return;
    void queryClient.invalidateQueries();
    void router.invalidate();
  }, [who, queryClient, router]);
}
