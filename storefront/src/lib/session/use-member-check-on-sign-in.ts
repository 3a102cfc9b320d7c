import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { memberCheckQuery } from './member-check-query.ts';
import { session } from './session.ts';
import { sessionAtom } from './session-atom.ts';
import { isSignedIn } from './signed-in.ts';

/**
 * Spec section 4: once a user is set, whether they are a member is asked of the server, on
 * every sign-in (and when a stored session starts the app). The answer, kept in the query cache,
 * is what the screens go by (useSession: the cart's guest limit); when it differs from what the sign-in said, the
 * prices fetched so far are asked for again (issue 36, rule 6). A failed check is only logged:
 * the sign-in's own word stands meanwhile.
 */
export function useMemberCheckOnSignIn(): void {
  const user = useAtomValue(sessionAtom).session?.user;
  const userId = isSignedIn(user) ? user.id : undefined;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    queryClient
      .fetchQuery({ ...memberCheckQuery(userId), staleTime: 0 })
      .then(({ isMember }) => {
        if (!current) return;
        if (isMember !== session.snapshot().session?.user.isMember) {
          void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'member-check' });
        }
      })
      .catch((error: unknown) => console.warn('The member check failed', error));
    return () => {
      current = false;
    };
  }, [userId, queryClient]);
}
