import { queryOptions } from '@tanstack/react-query';
import { adminClient } from '../../../lib/api/clients.ts';

/**
 * GET /api/festivals?active=true: festivals not yet ended, the one on now first (public). The
 * schema is imported when the query runs: the route's loader is in the first script, and the
 * festival's schemas are built on /festival only.
 */
export const activeFestivalsQuery = () =>
  queryOptions({
    queryKey: ['festivals', 'active'],
    queryFn: async ({ signal }) => {
      const { FestivalList } = await import('@wine/contracts/festival/festival');
      return adminClient.get('/api/festivals', { query: { active: true }, schema: FestivalList, signal });
    },
  });
