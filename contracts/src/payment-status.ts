import { z } from 'zod';

// Lower case as the payment provider sends them.
export const PaymentStatus = z.enum(['succeeded', 'card_declined', 'other_error']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

// 'Card declined' matches the CARD_DECLINE order label; the other two are our choice.
export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  succeeded: 'Payment succeeded',
  card_declined: 'Card declined',
  other_error: 'Payment failed',
};
