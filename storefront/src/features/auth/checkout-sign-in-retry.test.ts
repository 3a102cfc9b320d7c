import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { CHECKOUT_SIGN_IN_RETRY_MS, checkoutSignInRetryDelay } from './checkout-sign-in-retry.ts';

const forbidden = new ApiError({ kind: 'http', code: 'HTTP_403', message: 'No checkout', status: 403 });

describe('signing in after checkout with a custom token', () => {
  it('asks again for a few seconds when no checkout was completed yet (the payment may still be on its way), then shows the 403', () => {
    const waits = CHECKOUT_SIGN_IN_RETRY_MS.map((_, attempt) => checkoutSignInRetryDelay(forbidden, attempt));
    expect(waits).toEqual([...CHECKOUT_SIGN_IN_RETRY_MS]);
    expect(checkoutSignInRetryDelay(forbidden, CHECKOUT_SIGN_IN_RETRY_MS.length)).toBeUndefined();
  });

  it('shows any other failure at once', () => {
    const limited = new ApiError({ kind: 'http', code: 'HTTP_429', message: 'Too many', status: 429 });
    expect(checkoutSignInRetryDelay(limited, 0)).toBeUndefined();
    expect(checkoutSignInRetryDelay(new Error('offline'), 0)).toBeUndefined();
  });
});
