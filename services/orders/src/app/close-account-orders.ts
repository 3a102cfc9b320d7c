import type { EventMetadata } from '@wine/contracts/event-envelope';
import { accountClosureOf } from '../domain/account-closure.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { customerOrders } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';
import { refundPayment } from './refund-payment.ts';

/**
 * An erased account's orders become ACCOUNT_CANCELLED (accountClosureOf says which, and which are
 * refunded first). Safe to run again: a cancelled order is left, a refund is keyed by its
 * payment. A payment still in flight waits: the effect retries until the attempt is answered.
 */
export async function closeAccountOrders(deps: PaymentDeps, userId: string, metadata: EventMetadata) {
  for (const order of await customerOrders(deps.store, userId)) {
    const { orderId } = order;
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
