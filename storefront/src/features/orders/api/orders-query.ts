import { queryOptions } from '@tanstack/react-query';
import {
  CustomerOrdersPage,
  type CustomerOrdersQuery,
  DEFAULT_ORDER_PAGE_SIZE,
} from '@wine/contracts/orders/checkout';
import { mainClient } from '../../../lib/api/clients.ts';
import { inStorage } from '../storage-selection.ts';

/** Every order query starts with this: payments and dispatches invalidate them all at once. */
export const ordersKey = ['orders'] as const;

// The most the server gives in one page; storage reads every order, a page at a time.
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
 * The orders waiting in storage, from the whole history: any of them may go in one dispatch,
 * whichever page of the history it is on. Most customers' history is a single request.
 */
export const storedOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: [...ordersKey, userId, 'in-storage'],
    queryFn: async ({ signal }) => {
      const first = await getCustomerOrders({ offset: 0, limit: LARGEST_PAGE }, signal);
      const orders = [...first.orders];
      while (orders.length < first.total) {
        const next = await getCustomerOrders({ offset: orders.length, limit: LARGEST_PAGE }, signal);
        if (next.orders.length === 0) break;
        orders.push(...next.orders);
      }
      return inStorage(orders);
    },
  });
