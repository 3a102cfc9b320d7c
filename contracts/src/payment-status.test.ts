import { describe, expect, it } from 'vitest';
import { PaymentStatus, paymentStatusLabels } from './payment-status.ts';

describe('payment status', () => {
  it('is succeeded, card_declined or other_error', () =>
    expect(PaymentStatus.options).toEqual(['succeeded', 'card_declined', 'other_error']));
  it('labels a decline like the order status does', () =>
    expect(paymentStatusLabels.card_declined).toBe('Card declined'));
});
