import type { z } from 'zod';
import { codesOf } from './labelled-codes.ts';

// Spec section 4, word for word; both awaiting-stock states read 'Reserved' on purpose.
export const orderStatusLabels = {
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
} as const;

export const OrderStatus = codesOf(orderStatusLabels);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const orderStatusLabel = (status: OrderStatus): string => orderStatusLabels[status];
