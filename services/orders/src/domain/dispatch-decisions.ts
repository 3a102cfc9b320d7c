import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from './order.ts';
import type { RequestDispatch } from './order-commands.ts';
import { WarehouseHoldError } from './order-errors.ts';

/** Refuses an order that may not be sent now: not paid and in storage, or held by the warehouse. */
export function assertDispatchable(order: PlacedOrder): void {
  if (order.status === 'PAID_HOLD_DISPATCH' && order.dispatchHold === 'operations')
    throw new WarehouseHoldError(order.orderId);
  if (order.awaitingStock.length > 0) {
    throw new IllegalStateError("Some of this order's bottles have not arrived yet", {
      orderId: order.orderId,
      awaitingStock: order.awaitingStock,
    });
  }
  if (!canTransition(order.status, 'DISPATCH_REQUESTED')) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be dispatched`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
}

/** Sends a paid order out of storage as part of one dispatch; asking twice changes nothing. */
export function requestDispatch({ data, metadata }: RequestDispatch, order: PlacedOrder): OrderEvent[] {
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${data.orderId} not found`, data);
  if (order.dispatchId === data.dispatchId) return [];
  assertDispatchable(order);
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
