import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { expect } from 'vitest';
import type { ConfirmPayment } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';

// An order as the decider tests find it: placed by a guest, 3 bottles (8 case slots), £140.

export const { given } = specFor(orderDecider);

export const now = '2025-03-10T10:00:00.000Z';
export const orderId = '0b6d3c4e-0e6f-5a3b-8c1d-2e3f4a5b6c7d';
export const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

export const placedAsGuest: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId,
    userId,
    idempotencyKey: 'k-1',
    pricedAsMember: false,
    lines: [
      {
        productId: 'claret-2015',
        name: 'Pauillac 2015',
        quantity: 2,
        unitPricePence: 2500,
        bottleSize: 'BOTTLE',
        linePence: 5000,
      },
      {
        productId: 'champagne-magnum',
        quantity: 1,
        unitPricePence: 9000,
        bottleSize: 'MAGNUM',
        linePence: 9000,
      },
    ],
    totals: { bottles: 3, caseSlots: 8, totalPence: 14000 },
    status: 'UNPAID_AWAITING_STOCK',
    placedAt: now,
  },
};
export const changed = (from: string, to: string) =>
  ({ type: 'OrderStatusChanged', data: { orderId, from, to, changedAt: now } }) as OrderEvent;
export const paidBy = (paymentIntentId: string): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { orderId, paymentIntentId, amountPence: 14000, source: 'webhook', paidAt: now },
});

/** The shop's name in the tests' confirmations. */
export const productName = 'Cellar Door';
/** What a payment that pays the order adds after it: the checkout completed and its confirmation asked for. */
export const completion: OrderEvent[] = [
  { type: 'CheckoutCompleted', data: { checkoutId: orderId, userId, completedAt: now } },
  {
    type: 'CustomerMessageRequested',
    data: {
      messageId: `order-confirmation/${orderId}`,
      userId,
      subject: `${productName}: your order is confirmed`,
      text: expect.stringContaining('Pauillac 2015'),
      requestedAt: now,
    },
  },
];

/** Paid and ready for dispatch: where fulfilment, stock counts and reviews find most orders. */
export const inStorage: OrderEvent[] = [
  placedAsGuest,
  paidBy('pi_1'),
  changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE'),
];

/** The payment of the whole order (£140) confirmed, as a webhook or the 3-D Secure return reports it. */
export const confirmed = (
  paymentIntentId: string,
  source: 'return' | 'webhook' = 'webhook',
  { amountPence = 14000, currency = 'gbp' } = {},
): ConfirmPayment => ({
  type: 'ConfirmPayment',
  data: { orderId, paymentIntentId, amountPence, currency, source, productName },
  metadata: { now },
});
