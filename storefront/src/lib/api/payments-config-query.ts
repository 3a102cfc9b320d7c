import { queryOptions } from '@tanstack/react-query';
import { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { adminClient } from './clients.ts';

/**
 * GET /api/payments/config: which card processor the browser talks to (checkout's card form) and
 * the club's terms (shown before a card is taken); fixed while the app runs.
 */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) =>
      adminClient.get('/api/payments/config', { schema: PaymentsClientConfig, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
