import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import type { PlacedOrder } from './order.ts';
import type { StockCountCommand } from './order-commands.ts';
import { statusChange } from './status-change.ts';

/** Orders that still hold their bottles: a count can leave them waiting, a restock covers them. */
const HOLDING: readonly OrderStatus[] = [
  'UNPAID_AWAITING_STOCK',
  'CARD_DECLINE',
  'PENDING',
  'UNPAID_HOLD_DISPATCH',
  'ACCOUNT_INACTIVE',
  'PAID_NOT_PROCESSED',
  'PAID_AWAITING_STOCK',
  'PAID_IN_STORAGE',
  'PAID_HOLD_DISPATCH',
];

/**
 * A stock count found fewer bottles of the product than were sold, and this order is among the
 * last to have reserved it: it waits for them. Paid bottles in storage are no longer ready for
 * dispatch (Reserved); unpaid and held orders keep their status and say what they wait for. An
 * order sent, or closed, is past counting.
 */
export function recordStockShortfall(
  { data, metadata }: StockCountCommand,
  order: PlacedOrder,
): OrderEvent[] {
  const { orderId, productId } = data;
  if (!HOLDING.includes(order.status) || order.awaitingStock.includes(productId)) return [];
  return [
    { type: 'OrderAwaitingStock', data: { orderId, productId, since: metadata.now } },
    ...(order.status === 'PAID_IN_STORAGE' || order.status === 'PENDING'
      ? [statusChange(order, 'PAID_AWAITING_STOCK', metadata.now)]
      : []),
  ];
}

/** The product's bottles are there for this order again; with nothing else missing, a paid one is ready for dispatch. */
export function recordStockArrival({ data, metadata }: StockCountCommand, order: PlacedOrder): OrderEvent[] {
  const { orderId, productId } = data;
  if (!order.awaitingStock.includes(productId)) return [];
  const complete = order.awaitingStock.length === 1;
  return [
    { type: 'OrderStockArrived', data: { orderId, productId, arrivedAt: metadata.now } },
    ...(complete && order.status === 'PAID_AWAITING_STOCK'
      ? [statusChange(order, 'PAID_IN_STORAGE', metadata.now)]
      : []),
  ];
}
