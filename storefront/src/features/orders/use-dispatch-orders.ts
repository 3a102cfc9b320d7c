import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrdersPage } from '@wine/contracts/orders/checkout';
import type { DispatchResult } from '@wine/contracts/orders/delivery';
import { dispatchOrders } from './api/delivery.ts';
import { ordersKey, storedOrdersQuery } from './api/orders-query.ts';
import { storageAfter, withUpdatedOrders } from './storage-selection.ts';

/**
 * The history is a projection a moment behind the dispatch: the answer's orders go straight
 * into what is on screen, and the queries are only marked stale for the next visit, since a
 * refetch now could bring back 'Ready for dispatch'.
 */
function showDispatched(queryClient: QueryClient, userId: string, result: DispatchResult) {
  queryClient.setQueriesData<CustomerOrdersPage>({ queryKey: [...ordersKey, userId, 'page'] }, (page) =>
    page ? { ...page, orders: withUpdatedOrders(page.orders, result.orders) } : page,
  );
  queryClient.setQueryData(storedOrdersQuery(userId).queryKey, (stored) =>
    stored ? storageAfter(stored, result.orders) : stored,
  );
  void queryClient.invalidateQueries({ queryKey: ordersKey, refetchType: 'none' });
}

/** dispatchOrders, with its answer shown at once. */
export function useDispatchOrders(userId: string, onDispatched: (result: DispatchResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dispatchOrders,
    onSuccess: (result) => {
      showDispatched(queryClient, userId, result);
      onDispatched(result);
    },
  });
}
