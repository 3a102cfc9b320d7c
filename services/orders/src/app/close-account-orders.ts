import type { EventMetadata } from '@wine/contracts/event-envelope';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { accountClosureOf } from '../domain/account-closure.ts';
import { PaymentInProgressError } from '../domain/order-errors.ts';
import { decideReleasing } from './change-order-status.ts';
import { customerOrders } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';

/**
 * An erased account's orders become ACCOUNT_CANCELLED (accountClosureOf says which), each decided
 * under its lock with the refund it is owed (performed after, once, by orders-refund-payment).
 * Safe to run again: a cancelled order is left. A payment still in flight waits: its closure is
 * retried until the attempt is answered.
 */
export async function closeAccountOrders(
  deps: Pick<PaymentDeps, 'store' | 'clock'>,
  userId: string,
  metadata: EventMetadata,
) {
  for (const order of await customerOrders(deps.store, userId)) {
    const { orderId } = order;
    if (accountClosureOf(order) === 'leave') continue;
    const now = deps.clock().toISOString();
    const command = {
      type: 'CancelOrder',
      data: { orderId, userId: null, to: 'ACCOUNT_CANCELLED' },
      metadata: { now },
    } as const;
    try {
      await decideReleasing(deps.store, command, metadata);
    } catch (error) {
      // Not a refusal (that would be dead-lettered): the attempt's answer comes within minutes.
      if (error instanceof PaymentInProgressError) {
        throw new Error(`Order ${orderId} has a payment in flight; its closure waits`);
      }
      // Dispatched since it was read: the parcel is on its way, and the order stays as it is.
      if (!(error instanceof IllegalStateError)) throw error;
    }
  }
}
