import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrdersPage, OrderSummary } from '@wine/contracts/orders/checkout';
import type { DispatchResult, FullCaseAnswer } from '@wine/contracts/orders/delivery';
import { dispatchOrders, stopWaitingForFullCase, waitForFullCase } from './api/delivery.ts';
import { ordersKey, storedOrdersQuery } from './api/orders-query.ts';
import { storageAfter, withUpdatedOrders } from './storage-selection.ts';

/**
 * The history is a projection a moment behind the dispatch: the answer's orders go straight
 * into what is on screen, and the queries are only marked stale for the next visit, since a
 * refetch now could bring back 'Ready for dispatch'.
 */
function showDispatched(queryClient: QueryClient, userId: string, orders: readonly OrderSummary[]) {
  queryClient.setQueriesData<CustomerOrdersPage>({ queryKey: [...ordersKey, userId, 'page'] }, (page) =>
    page ? { ...page, orders: withUpdatedOrders(page.orders, orders) } : page,
  );
  queryClient.setQueryData(storedOrdersQuery(userId).queryKey, (stored) =>
    stored ? storageAfter(stored, orders) : stored,
  );
  void queryClient.invalidateQueries({ queryKey: ordersKey, refetchType: 'none' });
}

/** dispatchOrders, with its answer shown at once. */
export function useDispatchOrders(userId: string, onDispatched: (result: DispatchResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchOrders,
    onSuccess: (result) => {
      showDispatched(queryClient, userId, result.orders);
      onDispatched(result);
    },
  });
}

/**
 * Complete case to unlock: the orders leave storage to wait for their case (or go at once when
 * they fill it). The waiting orders' own answer is what shows; the next visit reads the history.
 */
export function useWaitForFullCase(userId: string, onWaiting: (answer: FullCaseAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waitForFullCase,
    onSuccess: (answer) => {
      showDispatched(queryClient, userId, answer.orders);
      // A full case sent the orders that waited before too: the history is read again.
      if (answer.dispatchId) void queryClient.invalidateQueries({ queryKey: ordersKey });
      onWaiting(answer);
    },
  });
}

/** An order stops waiting for its case: back in storage, where it can be sent at once. */
export function useStopWaiting(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWaitingForFullCase,
    onSuccess: (order) => {
      showDispatched(queryClient, userId, [order]);
      void queryClient.invalidateQueries({ queryKey: storedOrdersQuery(userId).queryKey });
    },
  });
}
