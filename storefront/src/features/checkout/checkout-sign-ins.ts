import { createCheckoutSignInMemory } from './checkout-sign-in-memory.ts';
import { tabStorage } from './tab-storage.ts';

/** This tab's memory of how to sign the buyer of a checkout at the bank back in (checkout-sign-in-memory.ts). */
export const checkoutSignIns = createCheckoutSignInMemory(tabStorage());
