import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFestivalMode } from '../festival/use-festival-mode.ts';
import { logoutDestination } from './logout-destination.ts';
import { session } from './session.ts';

/**
 * Spec section 4: logout signs out, clears all cached query data and goes to '/' (or /festival
 * in festival mode); a festival's end sends its attendees to /festival whatever the mode.
 */
export function useSignOut(): (to?: '/' | '/festival') => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const festivalMode = useFestivalMode();
  return async (to) => {
    await session.signOut();
    queryClient.clear();
    await navigate({ to: to ?? logoutDestination(festivalMode) });
  };
}
