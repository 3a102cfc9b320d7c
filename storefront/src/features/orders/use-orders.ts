import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session/use-session.ts';
import { orderPageQuery, storedOrdersQuery } from './api/orders-query.ts';
import { isSettling, SETTLING_POLL_MS } from './order-freshness.ts';

/**
 * One page of the history and the orders in storage. While a just-placed order may still be
 * catching up with its payment (the history is a projection), both are asked again every few
 * seconds, and storage once more when it has.
 */
export function useOrders(offset: number) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const enabled = user !== undefined;
  const page = useQuery({
    ...orderPageQuery(userId, offset),
    enabled,
    refetchInterval: (query) => (isSettling(query.state.data?.orders, Date.now()) ? SETTLING_POLL_MS : false),
  });
  const settling = isSettling(page.data?.orders, Date.now());
  const stored = useQuery({
    ...storedOrdersQuery(userId),
    enabled,
    refetchInterval: settling ? SETTLING_POLL_MS : false,
  });

  const queryClient = useQueryClient();
  const wasSettling = useRef(settling);
  useEffect(() => {
    // Storage's last poll may predate the page's: ask it once more now the page has settled.
    if (wasSettling.current && !settling) {
      void queryClient.invalidateQueries({ queryKey: storedOrdersQuery(userId).queryKey });
    }
    wasSettling.current = settling;
  }, [settling, queryClient, userId]);

  return { userId, page, stored };
}
