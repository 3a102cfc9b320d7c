import { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { adminClient } from '../../../lib/api/clients.ts';

/**
 * cancel-subscription: the membership ends now (a trial is never charged). The answer comes once
 * identity's member read model agrees, so the next member check already says no.
 */
export const cancelMembership = () =>
  adminClient.post('/api/web-app/stripe/cancel-subscription', { schema: ClubSubscriptionResult });
