import type { EventStore } from '@wine/platform/event-store/event-store';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { RetryLater } from '@wine/platform/workflows/workflow';
import { customerStream } from '../app/customer-stream.ts';
import { customerOrderStreamIds } from '../app/decide-on-order.ts';
import { identityEvents } from '../app/followed-events.ts';
import { orderStream } from '../app/order-stream.ts';
import { statusOnAccountActivity } from '../domain/account-activity.ts';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { customerStreamId, orderStreamId } from '../domain/order-streams.ts';

/** Identity made an account inactive, or active again: the customer's orders follow it. */
export interface MoveOrdersWithAccount {
  type: 'MoveOrdersWithAccount';
  data: { userId: string; active: boolean };
  metadata: { now: string };
}

/**
 * Identity's AccountDeactivated / AccountReactivated move the customer's unpaid orders to
 * ACCOUNT_INACTIVE and back. No state of its own: orders' customer stream already lists the
 * customer's orders (written with each checkout), so keeping a second list here would cost an
 * append on every checkout for an event that comes a few times a year. The orders to lock are read
 * from it when the event comes; an order placed meanwhile makes the runner plan again.
 */
export function followAccountActivityOf(deps: { store: Pick<EventStore, 'readStream'> }) {
  return eventToCommand({
    name: 'orders-follow-account-activity',
    context: 'orders',
    contexts: ['identity'],
    events: identityEvents,
    handles: ['AccountDeactivated', 'AccountReactivated'],
    command: (moved, event): MoveOrdersWithAccount => ({
      type: 'MoveOrdersWithAccount',
      data: { userId: moved.data.userId, active: moved.type === 'AccountReactivated' },
      metadata: { now: event.occurredAt },
    }),
    streams: async (move) => [[orderStream, await customerOrderStreamIds(deps.store, move.data.userId)]],
    /**
     * Made inactive, the unpaid orders wait as ACCOUNT_INACTIVE; active again, they are reserved
     * for the customer again. An order already moved is left. A payment still in flight waits
     * for its answer (the batch is tried again), so no order is paid while it waits.
     */
    async handle({ data: { userId, active }, metadata: { now } }, tx, metadata) {
      const customer = await tx.state(customerStream, customerStreamId(userId));
      const streams = orderIdsOf(customer).map(orderStreamId);
      for (const streamId of streams) {
        const order = await tx.state(orderStream, streamId);
        if (order.status === 'none') continue;
        const to = statusOnAccountActivity(order, active);
        if (to === null) continue;
        const { orderId } = order;
        if (order.payment.open)
          throw new RetryLater(`Order ${orderId} has a payment in flight; it moves once answered`);
        const command = { type: 'ChangeOrderStatus' as const, data: { orderId, to }, metadata: { now } };
        await tx.decide(orderStream, streamId, command, { ...metadata, userId });
      }
    },
  });
}
