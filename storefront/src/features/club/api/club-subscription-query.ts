import { queryOptions } from '@tanstack/react-query';
import { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { adminClient } from '../../../lib/api/clients.ts';

/** Every club query of a person starts with this. */
export const clubKey = (userId: string) => ['club', userId] as const;

/** check-subscription: the subscription as Stripe says it now (a missed webhook heals there). */
export const clubSubscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: [...clubKey(userId), 'subscription'],
    queryFn: ({ signal }) =>
      adminClient.post('/api/web-app/stripe/check-subscription', { schema: ClubSubscriptionResult, signal }),
  });
