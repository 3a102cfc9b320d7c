import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { festivalUserDataQuery } from '../../../lib/festival/festival-user-data-query.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { watchFestivalEnd } from '../festival-end.ts';

/**
 * Spec sections 4 and 9: festival data is loaded once a user exists; when the festival's end
 * time passes, a signed-in person with festival user data is signed out and sent to /festival.
 * Mounted once, in the app's shell.
 */
export function FestivalEndWatch({ onEnded }: { onEnded: () => Promise<void> }) {
  const { user, signedIn } = useSession();
  const { data } = useQuery({ ...festivalUserDataQuery(user?.id ?? ''), enabled: user !== undefined });
  const endsAt = signedIn && data?.festivalUser && data.festival ? data.festival.endsAt : undefined;
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    if (!endsAt) return undefined;
    return watchFestivalEnd(endsAt, () => void ended.current());
  }, [endsAt]);
  return null;
}
