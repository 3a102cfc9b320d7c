import { session } from '../../lib/session/session.ts';
import { registerCheckoutProof } from './api/register-checkout-proof.ts';
import { newCheckoutProof } from './checkout-proof.ts';
import { checkoutSignIns } from './checkout-sign-ins.ts';

/**
 * Just before this tab leaves for the bank's 3-D Secure page: should the session end while the
 * buyer is there, the return page signs them back in with the checkout's e-mail and a proof only
 * this tab holds (issue 28: the order id and the e-mail alone sign no one in). The proof is
 * registered with identity under the buyer's session, then kept in this tab. A buyer with no
 * e-mail (signed in by phone) gets no custom token, so nothing is kept. A failed registration
 * is only warned about: the payment goes on, and the return page then asks for a sign-in with a
 * code.
 */
export async function prepareSignInAfterTheBank(orderId: string): Promise<void> {
  const email = session.snapshot().session?.user.email;
  if (!email) return;
  const proof = newCheckoutProof();
  try {
    await registerCheckoutProof({ checkoutId: orderId, proof });
  } catch (error) {
    console.warn('Could not register the checkout proof', error);
    return;
  }
  checkoutSignIns.remember(orderId, { email, proof });
}
