import { useQuery } from '@tanstack/react-query';
import { isSignedIn } from '../../lib/session/signed-in.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { userDataQuery } from './api/user-data-query.ts';

/** The signed-in person's record; idle while the session is between two people (a sign-out). */
export function useUserData() {
  const { user } = useSession();
  return useQuery({ ...userDataQuery(user?.id ?? ''), enabled: isSignedIn(user) });
}
