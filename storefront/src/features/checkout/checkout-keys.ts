import { createCheckoutKeys } from './checkout-key.ts';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the key then lives as long as the page.
    return undefined;
  }
}

/** This tab's checkout keys (the browser's side of checkout-key.ts). */
export const checkoutKeys = createCheckoutKeys(tabStorage(), () => crypto.randomUUID());
