import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DeliveryQuote, type DispatchRequest, DispatchResult } from '@wine/contracts/orders/delivery';
import { mainClient } from '../../../lib/api/clients.ts';

/** getDeliveryFee: what sending these orders together costs (nothing for full cases). */
export const deliveryQuoteQuery = (orderIds: readonly string[]) => {
  const sorted = [...orderIds].sort();
  return queryOptions({
    queryKey: ['delivery-quote', sorted],
    queryFn: ({ signal }) =>
      mainClient.call('getDeliveryFee', { orderIds: sorted }, { schema: DeliveryQuote, signal }),
    enabled: sorted.length > 0,
    // Ticking a box keeps the last quote on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
};

/** dispatchOrders: a part case repeats the fee it was shown and brings a card to pay it. */
export const dispatchOrders = (request: DispatchRequest) =>
  mainClient.call('dispatchOrders', request, { schema: DispatchResult });
