import type { EventMetadata } from '@wine/contracts/event-envelope';
import { readState } from '@wine/platform/domain/handle-command';
import { accountClosureOf } from '../domain/account-closure.ts';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { customerStreamId } from '../domain/order-streams.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadOrder } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';
import { refundPayment } from './refund-payment.ts';
import { customerStream } from './stream-reads.ts';

/**
 * An erased account's orders become ACCOUNT_CANCELLED (accountClosureOf says which, and which are
 * refunded first). Safe to run again: a cancelled order is left, a refund is keyed by its
 * payment. A payment still in flight waits: the effect retries until the attempt is answered.
 */
export async function closeAccountOrders(deps: PaymentDeps, userId: string, metadata: EventMetadata) {
  const history = await readState(deps.store, customerStream, customerStreamId(userId));
  for (const orderId of orderIdsOf(history)) {
    const order = await loadOrder(deps.store, orderId);
    const closure = accountClosureOf(order);
    if (closure === 'leave') continue;
    // Not a refusal (that would be dead-lettered): the attempt's answer comes within minutes.
    if (order.payment.open) throw new Error(`Order ${orderId} has a payment in flight; its closure waits`);
    if (closure === 'refund and cancel' && order.payment.paidBy) {
      const refund = {
        order,
        paymentIntentId: order.payment.paidBy,
        amountPence: order.totals.totalPence,
        reason: 'cancelled',
      } as const;
      await refundPayment(deps, refund, metadata);
    }
    const now = deps.clock().toISOString();
    await changeOrderStatus(deps.store, { orderId, to: 'ACCOUNT_CANCELLED', now }, metadata);
  }
}
