import { fold } from '@wine/platform/domain/decider';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { RetryLater, type Workflow } from '@wine/platform/workflows/workflow';
import { customerStream } from '../app/customer-stream.ts';
import { identityEvents } from '../app/followed-events.ts';
import { orderStream } from '../app/order-stream.ts';
import { releaseStock } from '../app/stock-ledger.ts';
import { stockStream } from '../app/stock-stream.ts';
import { accountClosureOf } from '../domain/account-closure.ts';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { orderDecider } from '../domain/order-decider.ts';
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
export function closeAccountOrders(deps: {
  store: Pick<EventStore, 'readStream' | 'readStreams'>;
}): Workflow<CloseAccountOrders, undefined, CloseAccountOrders> {
  const ordersOf = async (userId: string) => {
    const { events } = await deps.store.readStream(customerStreamId(userId));
    return orderIdsOf(fold(customerStream.decider, customerStream.events.readAll(events))).map(orderStreamId);
  };
  return {
    name: 'orders-cancel-on-account-erased',
    context: 'orders',
    contexts: ['identity'],
    handles: ['PersonalDataErased'],
    input(event) {
      const erased = identityEvents.read(event);
      if (erased.type !== 'PersonalDataErased') return null;
      return {
        type: 'CloseAccountOrders',
        data: { userId: erased.data.userId },
        metadata: { now: event.occurredAt },
      };
    },
    decide: (close) => [close],
    async streams(close) {
      const orders = await ordersOf(close.data.userId);
      const streams = await deps.store.readStreams(orders);
      const products = orders.flatMap((id) => {
        const order = fold(orderDecider, orderStream.events.readAll(streams.get(id)?.events ?? []));
        return order.status === 'none' ? [] : order.lines.map((l) => stockStreamId(l.productId));
      });
      return [
        [customerStream, [customerStreamId(close.data.userId)]],
        [orderStream, orders],
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
        const { state: closed } = await tx.decide(orderStream, streamId, cancel, { ...metadata, userId });
        if (closed.status !== 'none') await releaseStock(tx, closed, now, { ...metadata, userId });
      }
    },
  };
}
