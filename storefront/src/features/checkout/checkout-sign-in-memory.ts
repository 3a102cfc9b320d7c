import { CheckoutProof } from '@wine/contracts/identity/checkout-proof';
import { z } from 'zod';

export const CHECKOUT_SIGN_IN_STORAGE_KEY = 'wine-shop-checkout-sign-in';

/** What signs the buyer back in after the bank: their checkout e-mail and this tab's proof. */
export interface CheckoutSignInProof {
  email: string;
  proof: CheckoutProof;
}

const Remembered = z.object({ orderId: z.string(), email: z.string(), proof: CheckoutProof });

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The e-mail an order was checked out with and the proof this tab registered for it with
 * identity, kept in this tab (sessionStorage: no other tab or browser has it) while the bank
 * checks the payment. Should the session end meanwhile, the return page signs the buyer back in
 * with them at once (spec section 4: "automatically"); only that order's return page reads them.
 * Without them (another browser, storage off) the page asks the buyer to sign in with a code. A
 * failing storage is only warned about.
 */
export function createCheckoutSignInMemory(store: Store | undefined) {
  return {
    remember(orderId: string, { email, proof }: CheckoutSignInProof): void {
      try {
        store?.setItem(CHECKOUT_SIGN_IN_STORAGE_KEY, JSON.stringify({ orderId, email, proof }));
      } catch (error) {
        console.warn('Could not keep the checkout sign-in', error);
      }
    },
    recall(orderId: string): CheckoutSignInProof | undefined {
      try {
        const stored = Remembered.safeParse(
          JSON.parse(store?.getItem(CHECKOUT_SIGN_IN_STORAGE_KEY) ?? 'null'),
        );
        if (!stored.success || stored.data.orderId !== orderId) return undefined;
        return { email: stored.data.email, proof: stored.data.proof };
      } catch {
        return undefined;
      }
    },
    forget(): void {
      try {
        store?.removeItem(CHECKOUT_SIGN_IN_STORAGE_KEY);
      } catch (error) {
        console.warn('Could not drop the checkout sign-in', error);
      }
    },
  };
}
