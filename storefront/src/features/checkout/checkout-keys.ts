import { createCheckoutKeys } from './checkout-key.ts';
import { tabStorage } from './tab-storage.ts';

/** This tab's checkout keys (the browser's side of checkout-key.ts). */
export const checkoutKeys = createCheckoutKeys(tabStorage(), () => crypto.randomUUID());
