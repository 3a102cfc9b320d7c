import type { UserView } from '@wine/contracts/identity/user-view';
import { session } from '../../lib/session/session.ts';

/** Who an event is about: a guest has an id too (spec section 4). Never an e-mail (issue 28). */
export type AnalyticsUser = Pick<UserView, 'id'>;

/**
 * The user behind the session. Waits for the session first: on a first visit the guest is
 * still being made, and an event sent without its id would be keyed apart from the next ones.
 */
export async function currentAnalyticsUser(): Promise<AnalyticsUser | undefined> {
  await session.accessToken();
  const user = session.snapshot().session?.user;
  return user && { id: user.id };
}
