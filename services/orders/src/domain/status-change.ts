import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import type { PlacedOrder } from './order.ts';

/** The order moves from where it is to `to` (the decision has checked it may). */
export const statusChange = (order: PlacedOrder, to: OrderStatus, changedAt: string): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId: order.orderId, from: order.status, to, changedAt },
});
