import { z } from 'zod';

export const OrderStatus = z.enum([
  'PAID_IN_STORAGE',
  'DISPATCH_REQUESTED',
  'DISPATCHED',
  'PAID_AWAITING_STOCK',
  'UNPAID_AWAITING_STOCK',
  'PAID_HOLD_DISPATCH',
  'UNPAID_HOLD_DISPATCH',
  'CARD_DECLINE',
  'CANCELLED',
  'ACCOUNT_CANCELLED',
  'ACCOUNT_INACTIVE',
  'PAID_NOT_PROCESSED',
  'PENDING',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

// Spec section 4, word for word; both awaiting-stock states read 'Reserved' on purpose.
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = {
  PAID_IN_STORAGE: 'Ready for dispatch',
  DISPATCH_REQUESTED: 'Dispatch requested',
  DISPATCHED: 'Dispatched',
  PAID_AWAITING_STOCK: 'Reserved',
  UNPAID_AWAITING_STOCK: 'Reserved',
  PAID_HOLD_DISPATCH: 'Paid hold dispatch',
  UNPAID_HOLD_DISPATCH: 'Unpaid hold dispatch',
  CARD_DECLINE: 'Card declined',
  CANCELLED: 'Cancelled',
  ACCOUNT_CANCELLED: 'Account cancelled',
  ACCOUNT_INACTIVE: 'Account inactive',
  PAID_NOT_PROCESSED: 'Paid not processed',
  PENDING: 'Complete case to unlock',
};

export const orderStatusLabel = (status: OrderStatus): string => orderStatusLabels[status];
