import type { QueryClient } from '@tanstack/react-query';
import { pollUntil } from '../time/poll-until.ts';
import { memberCheckQuery } from './member-check-query.ts';
import { session } from './session.ts';

// Identity's member read model, which prices and the member check read, follows a club change
// within a moment; past 10 s the prices catch up on the next page load instead.
const MEMBER_CHECK_ATTEMPTS = 20;
const MEMBER_CHECK_INTERVAL_MS = 500;

/**
 * After the club made the signed-in person a member (or not): waits until the member check says
 * so, then renews the session so its user says so too. useSessionSync then refetches everything
 * fetched so far (prices, the user's data); when the session already said so, it is done here.
 */
export async function adoptMembership(queryClient: QueryClient, isMember: boolean): Promise<void> {
  const user = session.snapshot().session?.user;
  if (user === undefined) return;
  await pollUntil(
    () =>
      queryClient
        .fetchQuery({ ...memberCheckQuery(user.id), staleTime: 0 })
        .then((answer) => answer.isMember === isMember)
        .catch(() => false),
    { attempts: MEMBER_CHECK_ATTEMPTS, intervalMs: MEMBER_CHECK_INTERVAL_MS },
  );
  await session.refresh();
  if (session.snapshot().session?.user.isMember === user.isMember) await queryClient.invalidateQueries();
}
