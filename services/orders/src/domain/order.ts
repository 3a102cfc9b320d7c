import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderLine, OrderTotals } from '@wine/contracts/orders/order-events';

export interface PlacedOrder {
  status: OrderStatus;
  orderId: string;
  userId: string;
  lines: OrderLine[];
  totals: OrderTotals;
  placedAt: string;
}

/** Before OrderPlaced the stream is empty: 'none'; afterwards the order's own status. */
export type Order = { status: 'none' } | PlacedOrder;
