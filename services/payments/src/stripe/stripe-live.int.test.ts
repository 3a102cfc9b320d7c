import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeClient } from './stripe-client.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

// Against real Stripe test mode, only when a test key is given (STRIPE_SECRET_KEY=sk_test_...):
// the same adapter, Stripe's own test PaymentMethods. Never runs with a live key.
const key = process.env.STRIPE_SECRET_KEY ?? '';
const provider = key.startsWith('sk_test_')
  ? new StripePaymentProvider(stripeClient({ secretKey: key }))
  : null;

const charge = (paymentMethodId: string) =>
  (provider as StripePaymentProvider).charge({
    amountPence: 2_500,
    description: 'Cellar Door adapter check',
    paymentMethodId,
    idempotencyKey: `live-check-${randomUUID()}`,
    metadata: { orderId: randomUUID(), userId: randomUUID(), attempt: '1' },
    returnUrl: 'https://example.com/checkout/complete',
  });

describe.skipIf(provider === null)('the Stripe adapter against Stripe test mode', () => {
  it('charges the visa test card, reads it back and refunds it', async () => {
    const paid = await charge('pm_card_visa');
    expect(paid).toMatchObject({ status: 'succeeded', amountPence: 2_500 });
    if (paid.status !== 'succeeded' || !provider) throw new Error('not paid');
    expect(await provider.paymentIntent(paid.paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect((await provider.refund(paid.paymentIntentId, `refund-${paid.paymentIntentId}`)).refundId).toMatch(
      /^re_/,
    );
  });

  it('reads the decline test card as card_declined', async () =>
    expect(await charge('pm_card_chargeDeclined')).toMatchObject({
      status: 'card_declined',
      declineCode: 'generic_decline',
    }));

  it('hands back the bank page for the 3-D Secure test card', async () =>
    expect(await charge('pm_card_threeDSecure2Required')).toMatchObject({
      status: 'requires_action',
      redirectUrl: expect.stringMatching(/^https:\/\//),
    }));
});
