import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OrderSummary } from '@wine/contracts/orders/checkout';
import {
  DeliveryQuote,
  type DispatchRequest,
  DispatchResult,
  FullCaseAnswer,
} from '@wine/contracts/orders/delivery';
import { adminClient, mainClient } from '../../../lib/api/clients.ts';

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

/** Complete case to unlock: the orders wait for their case to fill, then go together, free. */
export const waitForFullCase = (orderIds: readonly string[]) =>
  adminClient.post('/api/orders/wait-for-full-case', { body: { orderIds }, schema: FullCaseAnswer });

/** An order waiting for a full case goes back to storage. */
export const stopWaitingForFullCase = (orderId: string) =>
  adminClient.post('/api/orders/stop-waiting-for-full-case', { body: { orderId }, schema: OrderSummary });
