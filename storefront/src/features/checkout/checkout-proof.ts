import type { CheckoutProof } from '@wine/contracts/identity/checkout-proof';

/**
 * A new proof for a checkout (issue 28): 32 random bytes, base64url without padding (43
 * characters), from the browser's cryptographic generator. Only this tab ever holds it.
 */
export function newCheckoutProof(): CheckoutProof {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
