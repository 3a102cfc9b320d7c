import type { OrderSummary } from '@wine/contracts/orders/checkout';

// The history is a projection: a just-paid order shows 'Reserved' for a moment after the
// payment. While one is that young, ask again this often.
export const SETTLING_POLL_MS = 2_000;
const SETTLING_WINDOW_MS = 120_000;

/** Whether an order was placed moments ago and its payment may not show yet. */
export const isSettling = (orders: readonly OrderSummary[] | undefined, nowMs: number): boolean =>
  (orders ?? []).some(
    (order) =>
      order.status === 'UNPAID_AWAITING_STOCK' && nowMs - Date.parse(order.placedAt) < SETTLING_WINDOW_MS,
  );
