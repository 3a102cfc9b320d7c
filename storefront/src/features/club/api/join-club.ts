import {
  type ClubSubscriptionRequest,
  ClubSubscriptionResult,
} from '@wine/contracts/payments/club-subscription';
import { adminClient, mainClient } from '../../../lib/api/clients.ts';

/** /api/web-app/signup/subscription: the club with this card; the first subscription is a free trial. */
export const startMembership = (paymentMethodId: string) =>
  adminClient.post('/api/web-app/signup/subscription', {
    body: { paymentMethodId } satisfies ClubSubscriptionRequest,
    schema: ClubSubscriptionResult,
  });

/** resubscribeCustomer: back in the club after a lapse, with the card on file and no trial. */
export const rejoinClub = () =>
  mainClient.call('resubscribeCustomer', undefined, { schema: ClubSubscriptionResult });
