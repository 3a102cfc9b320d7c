import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from './order.ts';
import type { RequestDispatch } from './order-commands.ts';

/** Sends a paid order out of storage as part of one dispatch; asking twice changes nothing. */
export function requestDispatch({ data, metadata }: RequestDispatch, order: PlacedOrder): OrderEvent[] {
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${data.orderId} not found`, data);
  if (order.dispatchId === data.dispatchId) return [];
  if (!canTransition(order.status, 'DISPATCH_REQUESTED')) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be dispatched`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  const { orderId, dispatchId, orderIds, caseSlots, feePence } = data;
  const now = metadata.now;
  return [
    {
      type: 'DispatchRequested',
      data: {
        orderId,
        dispatchId,
        orderIds,
        caseSlots,
        feePence,
        adultSignatureRequired: true,
        requestedAt: now,
      },
    },
    {
      type: 'OrderStatusChanged',
      data: { orderId, from: order.status, to: 'DISPATCH_REQUESTED', changedAt: now },
    },
  ];
}
