import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/use-session.ts';
import { festivalUserDataQuery } from './festival-user-data-query.ts';

/**
 * Spec sections 2 and 4: festival mode (logout lands on /festival) follows the data, not a switch
 * in code: it is on during a festival session, a signed-in person with festival user data while
 * the data says the festival is active. A shopper who is not at the festival logs out to '/'.
 */
export function useFestivalMode(): boolean {
  const { user, signedIn } = useSession();
  const { data } = useQuery({ ...festivalUserDataQuery(user?.id ?? ''), enabled: user !== undefined });
  return signedIn && data?.festivalUser != null && data.festival?.isActive === true;
}
