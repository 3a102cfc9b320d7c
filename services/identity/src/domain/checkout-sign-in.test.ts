import { describe, expect, it } from 'vitest';
import { mayCheckoutSignIn } from './checkout-sign-in.ts';

const completedAt = new Date('2025-03-01T10:00:00.000Z');
const minutesLater = (m: number) => new Date(completedAt.getTime() + m * 60_000);
const checkout = { emailDigest: 'digest-of-ann', completedAt };

describe('signing a buyer in after checkout', () => {
  it('is allowed for the checkout e-mail within 15 minutes', () =>
    expect(mayCheckoutSignIn(checkout, 'digest-of-ann', minutesLater(14))).toBe(true));

  it('is refused after 15 minutes', () =>
    expect(mayCheckoutSignIn(checkout, 'digest-of-ann', minutesLater(15))).toBe(false));

  it('is refused for another e-mail, or with no checkout', () => {
    expect(mayCheckoutSignIn(checkout, 'digest-of-bob', minutesLater(1))).toBe(false);
    expect(mayCheckoutSignIn(undefined, 'digest-of-ann', minutesLater(1))).toBe(false);
  });

  it('tolerates a minute of clock skew, not more', () => {
    expect(mayCheckoutSignIn(checkout, 'digest-of-ann', minutesLater(-1))).toBe(true);
    expect(mayCheckoutSignIn(checkout, 'digest-of-ann', minutesLater(-2))).toBe(false);
  });
});
