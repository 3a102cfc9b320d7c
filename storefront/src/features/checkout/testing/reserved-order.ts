import type { OrderSummary } from '@wine/contracts/orders/checkout';

/** An order checkout has reserved and not yet been paid for: six bottles, £90.00. */
export const reservedOrder: OrderSummary = {
  orderId: '0b7e4f1c-4a4e-4c1e-9d43-2a8f6f9b1c11',
  status: 'UNPAID_AWAITING_STOCK',
  statusLabel: 'Reserved',
  lines: [{ productId: 'morgon', quantity: 6, unitPricePence: 1500, bottleSize: 'BOTTLE', linePence: 9000 }],
  totals: { bottles: 6, caseSlots: 6, totalPence: 9000 },
  placedAt: '2026-03-15T12:00:00.000Z',
};
