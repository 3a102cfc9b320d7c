import type { EventStore } from '@wine/platform/event-store/event-store';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { RetryLater } from '@wine/platform/workflows/workflow';
import { decideClosing } from '../app/change-order-status.ts';
import { customerStream } from '../app/customer-stream.ts';
import { customerOrders } from '../app/decide-on-order.ts';
import { identityEvents } from '../app/followed-events.ts';
import { orderStream } from '../app/order-stream.ts';
import { stockStream } from '../app/stock-stream.ts';
import { accountClosureOf } from '../domain/account-closure.ts';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { customerStreamId, orderStreamId, stockStreamId } from '../domain/order-streams.ts';

/** Identity erased the person's data: their orders close. */
export interface CloseAccountOrders {
  type: 'CloseAccountOrders';
  data: { userId: string };
  metadata: { now: string };
}

/**
 * When identity erases an account, its orders close (domain/account-closure.ts): unpaid ones
 * ACCOUNT_CANCELLED with their bottles back on sale; paid ones still in the cellar the same, with
 * the refund they are owed asked for in the same decision (RefundRequested, performed once by the
 * orders-refund-payment effect); an order the courier has, or a closed one, stays as it is. All
 * its decisions are in the log, so it is a workflow; the money leaves through the refund effect.
 * No state of its own: orders' customer stream lists the customer's orders.
 */
export function closeAccountOrders(deps: { store: Pick<EventStore, 'readStream' | 'readStreams'> }) {
  return eventToCommand({
    name: 'orders-cancel-on-account-erased',
    context: 'orders',
    contexts: ['identity'],
    events: identityEvents,
    handles: ['PersonalDataErased'],
    command: (erased, event): CloseAccountOrders => ({
      type: 'CloseAccountOrders',
      data: { userId: erased.data.userId },
      metadata: { now: event.occurredAt },
    }),
    async streams(close) {
      const orders = await customerOrders(deps.store, close.data.userId);
      const products = orders.flatMap((order) => order.lines.map((l) => stockStreamId(l.productId)));
      return [
        [customerStream, [customerStreamId(close.data.userId)]],
        [orderStream, orders.map((order) => orderStreamId(order.orderId))],
        [stockStream, [...new Set(products)]],
      ];
    },
    async handle({ data: { userId }, metadata: { now } }, tx, metadata) {
      const customer = await tx.state(customerStream, customerStreamId(userId));
      for (const streamId of orderIdsOf(customer).map(orderStreamId)) {
        const order = await tx.state(orderStream, streamId);
        if (order.status === 'none' || accountClosureOf(order) === 'leave') continue;
        const { orderId } = order;
        if (order.payment.open)
          throw new RetryLater(`Order ${orderId} has a payment in flight; its closure waits`);
        const cancel = {
          type: 'CancelOrder' as const,
          data: { orderId, userId: null, to: 'ACCOUNT_CANCELLED' as const },
          metadata: { now },
        };
        await decideClosing(tx, cancel, { ...metadata, userId });
      }
    },
  });
}
