import { orderStatusLabel } from '@wine/contracts/order-status';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import type { OrderDelivery } from '@wine/contracts/orders/order-delivery';
import type { PlacedOrder } from '../domain/order.ts';

export function orderSummaryOf(
  order: Pick<PlacedOrder, 'orderId' | 'status' | 'lines' | 'totals' | 'placedAt'>,
  delivery?: OrderDelivery,
): OrderSummary {
  const { orderId, status, lines, totals, placedAt } = order;
  const summary = { orderId, status, statusLabel: orderStatusLabel(status), lines, totals, placedAt };
  return delivery ? { ...summary, delivery } : summary;
}
