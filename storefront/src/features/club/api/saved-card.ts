import { queryOptions } from '@tanstack/react-query';
import { PaymentMethodResult, type SaveCardRequest } from '@wine/contracts/payments/club-subscription';
import { adminClient, mainClient } from '../../../lib/api/clients.ts';
import { clubKey } from './club-subscription-query.ts';

/** getPaymentMethod: the card the club charges, as Stripe showed it when saved; null when none. */
export const savedCardQuery = (userId: string) =>
  queryOptions({
    queryKey: [...clubKey(userId), 'card'],
    queryFn: ({ signal }) =>
      mainClient.call('getPaymentMethod', undefined, { method: 'GET', schema: PaymentMethodResult, signal }),
  });

/** change-payment-method: this card from now on; answers it as saved. */
export const changeCard = (paymentMethodId: string) =>
  adminClient.post('/api/web-app/signup/change-payment-method', {
    body: { paymentMethodId } satisfies SaveCardRequest,
    schema: PaymentMethodResult,
  });
