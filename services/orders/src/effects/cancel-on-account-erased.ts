import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import { closeAccountOrders } from '../app/close-account-orders.ts';
import { identityEvents } from '../app/followed-events.ts';
import type { PaymentDeps } from '../app/payment-port.ts';

/**
 * When identity erases an account, its orders close: unpaid ones cancelled with their bottles
 * back on sale, paid ones still in the cellar refunded and cancelled (ACCOUNT_CANCELLED). An
 * effect rather than a reactor: a refund is a call to the payment provider, outside the log.
 */
export function cancelOnAccountErased(deps: PaymentDeps): Effect {
  return {
    name: 'orders-cancel-on-account-erased',
    contexts: ['identity'],
    handles: ['PersonalDataErased'],
    async perform(event) {
      const erased = identityEvents.read(event);
      if (erased.type !== 'PersonalDataErased') return;
      const { userId } = erased.data;
      await closeAccountOrders(deps, userId, causedBy(event, userId));
    },
  };
}
