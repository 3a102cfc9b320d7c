import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isFestivalSession } from '../festival/festival-session.ts';
import { festivalUserDataQuery } from '../festival/festival-user-data-query.ts';
import { whenPageAdopted } from '../ssr/server-page-adoption.tsx';
import { logoutDestination } from './logout-destination.ts';
import { session } from './session.ts';
import { useSession } from './use-session.ts';

/**
 * Spec section 4: logout signs out, clears all cached query data and goes to '/' (or /festival
 * in festival mode, as the festival data says when the person logs out); a festival's end sends
 * its attendees to /festival whatever the mode.
 */
export function useSignOut(): (to?: '/' | '/festival') => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user, signedIn } = useSession();
  const festivalMode = async () => {
    if (!user || !signedIn) return false;
    // The cached festival data while fresh, else asked now; none to be had is no festival.
    const data = await queryClient.fetchQuery(festivalUserDataQuery(user.id)).catch(() => undefined);
    return isFestivalSession(signedIn, data);
  };
  return async (to) => {
    // A sign-out of the app's own accord (a festival's end) can come while a server-rendered
    // page is still being adopted; clearing what it was rendered from then would break that.
    await whenPageAdopted();
    const destination = to ?? logoutDestination(await festivalMode());
    await session.signOut();
    queryClient.clear();
    await navigate({ to: destination });
  };
}
