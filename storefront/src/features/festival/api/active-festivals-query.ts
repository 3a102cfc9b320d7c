import { queryOptions } from '@tanstack/react-query';
import { FestivalList } from '@wine/contracts/festival/festival';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/festivals?active=true: festivals not yet ended, the one on now first (public). */
export const activeFestivalsQuery = () =>
  queryOptions({
    queryKey: ['festivals', 'active'],
    queryFn: ({ signal }) =>
      adminClient.get('/api/festivals', { query: { active: true }, schema: FestivalList, signal }),
  });
