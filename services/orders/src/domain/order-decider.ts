import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition, INITIAL_ORDER_STATUS } from '@wine/contracts/orders/order-status-transitions';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { Order } from './order.ts';
import type { ChangeOrderStatus, OrderCommand, PlaceOrder } from './order-commands.ts';
import { priceLines, totalsOf } from './price-lines.ts';

// Placing a placed order appends nothing: the stream id comes from the idempotency key, so a
// retried checkout finds its order and answers with it.
function placeOrder({ data, metadata }: PlaceOrder, state: Order): OrderEvent[] {
  if (state.status !== 'none') return [];
  const lines = priceLines(data.lines, data.offers, data.isMember);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: data.orderId,
        userId: data.userId,
        idempotencyKey: data.idempotencyKey,
        pricedAsMember: data.isMember,
        lines,
        totals: totalsOf(lines),
        status: INITIAL_ORDER_STATUS,
        placedAt: metadata.now,
      },
    },
  ];
}

function changeStatus({ data, metadata }: ChangeOrderStatus, state: Order): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError(`Order ${data.orderId} not found`, data);
  if (!canTransition(state.status, data.to)) {
    throw new IllegalStateError(`An order cannot go from ${state.status} to ${data.to}`, {
      orderId: data.orderId,
      from: state.status,
      to: data.to,
    });
  }
  const changed = { orderId: data.orderId, from: state.status, to: data.to, changedAt: metadata.now };
  return [{ type: 'OrderStatusChanged', data: changed }];
}

function decide(command: OrderCommand, state: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'ChangeOrderStatus':
      return changeStatus(command, state);
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Order, event: OrderEvent): Order {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, userId, lines, totals, status, placedAt } = event.data;
      return { status, orderId, userId, lines, totals, placedAt };
    }
    case 'OrderStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const orderDecider: Decider<OrderCommand, Order, OrderEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
