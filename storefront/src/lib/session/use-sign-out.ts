import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FESTIVAL_MODE } from '../../config/app-config.ts';
import { logoutDestination } from './logout-destination.ts';
import { session } from './session.ts';

/** Spec section 4: logout signs out, clears all cached query data and goes to '/' (or /festival). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await session.signOut();
    queryClient.clear();
    await navigate({ to: logoutDestination(FESTIVAL_MODE) });
  };
}
