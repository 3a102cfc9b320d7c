import type { PaymentResult } from '@wine/contracts/orders/payment-api';
import { describe, expect, it } from 'vitest';
import { orderStanding, paymentStep } from './payment-outcome.ts';
import { reservedOrder as order } from './testing/reserved-order.ts';

const result = (
  paymentStatus: PaymentResult['paymentStatus'],
  extra: Partial<PaymentResult> = {},
): PaymentResult => ({
  paymentStatus,
  message: '',
  order,
  ...extra,
});

describe('after a payment attempt', () => {
  it('a success is the paid order', () => {
    const paid = { ...order, status: 'PAID_IN_STORAGE' as const, statusLabel: 'Ready for dispatch' };
    expect(paymentStep(result('succeeded', { order: paid }))).toEqual({ kind: 'paid', order: paid });
  });

  it("a declined card says 'Card declined' and stays for another card", () => {
    expect(paymentStep(result('card_declined', { message: 'Card declined' }))).toEqual({
      kind: 'retry',
      message: 'Card declined',
    });
    expect(paymentStep(result('card_declined'))).toEqual({ kind: 'retry', message: 'Card declined' });
  });

  it("another failure gives the server's message", () => {
    expect(paymentStep(result('other_error', { message: 'The bank did not answer' }))).toEqual({
      kind: 'retry',
      message: 'The bank did not answer',
    });
  });

  it("3-D Secure goes to the bank's page", () => {
    const nextAction = {
      clientSecret: 'pi_1_secret_2',
      redirectUrl: 'http://127.0.0.1:5174/payments-simulator/3ds',
    };
    expect(paymentStep(result('requires_action', { nextAction }))).toEqual({
      kind: 'authenticate',
      redirectUrl: nextAction.redirectUrl,
    });
  });
});

describe('an order the checkout answered with', () => {
  it.each([
    ['UNPAID_AWAITING_STOCK', 'to-pay'],
    ['CARD_DECLINE', 'to-pay'],
    ['PAID_IN_STORAGE', 'paid'],
    ['DISPATCH_REQUESTED', 'paid'],
    ['CANCELLED', 'closed'],
  ] as const)('%s is %s', (status, standing) => {
    expect(orderStanding({ ...order, status })).toBe(standing);
  });
});
