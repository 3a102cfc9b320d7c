import { orderStatusLabel } from '@wine/contracts/order-status';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import type { PlacedOrder } from '../domain/order.ts';

export function orderSummaryOf(
  order: Pick<PlacedOrder, 'orderId' | 'status' | 'lines' | 'totals' | 'placedAt'>,
): OrderSummary {
  const { orderId, status, lines, totals, placedAt } = order;
  return { orderId, status, statusLabel: orderStatusLabel(status), lines, totals, placedAt };
}
