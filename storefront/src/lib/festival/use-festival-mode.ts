import { useQuery } from '@tanstack/react-query';
import { activeFestivalsQuery } from './active-festivals-query.ts';

/**
 * Spec sections 2 and 4: festival mode (logout lands on /festival) follows the data: it is on
 * while a festival is on (isActive), not switched in code.
 */
export function useFestivalMode(): boolean {
  const { data } = useQuery(activeFestivalsQuery());
  return data?.festivals.some((festival) => festival.isActive) ?? false;
}
