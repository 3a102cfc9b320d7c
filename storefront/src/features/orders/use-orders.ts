import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/use-session.ts';
import { orderPageQuery, storedOrdersQuery } from './api/orders-query.ts';

/**
 * One page of the history and the orders in storage. Both are read models; after a payment or a
 * dispatch the calls carry its consistency token (lib/api/read-your-writes.ts), so the server
 * answers once the history shows it: nothing here polls.
 */
export function useOrders(offset: number) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const enabled = user !== undefined;
  const page = useQuery({ ...orderPageQuery(userId, offset), enabled });
  const stored = useQuery({ ...storedOrdersQuery(userId), enabled });
  return { userId, page, stored };
}
