import { queryOptions } from '@tanstack/react-query';
import {
  CustomerOrdersPage,
  type CustomerOrdersQuery,
  DEFAULT_ORDER_PAGE_SIZE,
} from '@wine/contracts/orders/checkout';
import { mainClient } from '../../../lib/api/clients.ts';

/** Every order query starts with this: payments and dispatches invalidate them all at once. */
export const ordersKey = ['orders'] as const;

// The most the server gives in one page.
const LARGEST_PAGE = 100;

const getCustomerOrders = (query: CustomerOrdersQuery, signal: AbortSignal) =>
  mainClient.call('getCustomerOrdersV2', query, { method: 'GET', schema: CustomerOrdersPage, signal });

/** getCustomerOrdersV2: one page of the history, newest first (spec section 9: 20 to a page). */
export const orderPageQuery = (userId: string, offset: number) =>
  queryOptions({
    queryKey: [...ordersKey, userId, 'page', offset],
    queryFn: ({ signal }) => getCustomerOrders({ offset, limit: DEFAULT_ORDER_PAGE_SIZE }, signal),
  });

/**
 * The orders waiting in storage, whichever page of the history they are on, filtered by the
 * server: up to 100 listed, and `total` how many there are.
 */
export const storedOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: [...ordersKey, userId, 'in-storage'],
    queryFn: ({ signal }) =>
      getCustomerOrders({ offset: 0, limit: LARGEST_PAGE, status: 'PAID_IN_STORAGE' }, signal),
  });
