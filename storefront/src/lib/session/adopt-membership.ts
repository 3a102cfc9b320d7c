import type { QueryClient } from '@tanstack/react-query';
import { memberCheckQuery } from './member-check-query.ts';
import { session } from './session.ts';

/**
 * After the club made the signed-in person a member (or not): asks the member check once. The
 * call carries the club answer's consistency token (lib/api/read-your-writes.ts), so identity
 * answers once its member read model has followed the subscription. Then the session is renewed
 * so its user says so too; useSessionSync refetches everything fetched so far (prices, the
 * user's data); when the session already said so, it is done here.
 */
export async function adoptMembership(queryClient: QueryClient, isMember: boolean): Promise<void> {
  const user = session.snapshot().session?.user;
  if (user === undefined) return;
  const checked = await queryClient
    .fetchQuery({ ...memberCheckQuery(user.id), staleTime: 0 })
    .then((answer) => answer.isMember === isMember)
    .catch(() => false);
  if (!checked) return;
  await session.refresh();
  if (session.snapshot().session?.user.isMember === user.isMember) await queryClient.invalidateQueries();
}
