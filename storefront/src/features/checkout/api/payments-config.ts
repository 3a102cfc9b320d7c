import { queryOptions } from '@tanstack/react-query';
import { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/payments/config: which card processor the browser talks to; fixed while the app runs. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) =>
      adminClient.get('/api/payments/config', { schema: PaymentsClientConfig, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
