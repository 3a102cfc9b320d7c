import { CheckoutProof } from '@wine/contracts/identity/checkout-proof';
import { describe, expect, it } from 'vitest';
import { newCheckoutProof } from './checkout-proof.ts';

describe("a checkout's proof", () => {
  it('is what identity takes (43 base64url characters), and new each time', () => {
    const proofs = Array.from({ length: 200 }, newCheckoutProof);
    for (const proof of proofs) expect(CheckoutProof.safeParse(proof).success).toBe(true);
    expect(new Set(proofs).size).toBe(proofs.length);
  });
});
