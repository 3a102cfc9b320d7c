import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from './order.ts';
import type { FullCaseCommand } from './order-commands.ts';
import { statusChange } from './status-change.ts';

/**
 * The customer would rather wait than pay for a part case: their paid bottles in storage wait
 * for the case to fill ('Complete case to unlock'), and are sent together, free, once the orders
 * waiting fill whole cases. Asking twice changes nothing; they may stop waiting at any time.
 */
export function waitForFullCase({ data, metadata }: FullCaseCommand, order: PlacedOrder): OrderEvent[] {
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${order.orderId} not found`, data);
  if (order.status === 'PENDING') return [];
  if (order.status !== 'PAID_IN_STORAGE') {
    throw new IllegalStateError(`An order that is ${order.status} cannot wait for a full case`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  return [statusChange(order, 'PENDING', metadata.now)];
}

export function stopWaitingForFullCase(
  { data, metadata }: FullCaseCommand,
  order: PlacedOrder,
): OrderEvent[] {
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${order.orderId} not found`, data);
  if (order.status !== 'PENDING') {
    throw new IllegalStateError(`An order that is ${order.status} is not waiting for a full case`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  return [statusChange(order, 'PAID_IN_STORAGE', metadata.now)];
}
