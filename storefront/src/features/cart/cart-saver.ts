import type { Cart } from './cart-rules.ts';

/** Spec section 9: the cart is saved 500 ms after the last change. */
export const CART_SAVE_DEBOUNCE_MS = 500;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CartSaver {
  schedule: (cart: Cart) => void;
  /** Saves a waiting cart now: the page is going away and the timer would never fire. */
  flush: () => void;
}

/**
 * Saves only the latest cart once changes pause, so a shopper tapping "+" ten times costs one
 * write. Timers are injectable so the debounce is tested without waiting.
 */
export function createCartSaver(
  save: (cart: Cart) => void,
  timers: Timers = browserTimers,
  delayMs = CART_SAVE_DEBOUNCE_MS,
): CartSaver {
  let pending: { handle: unknown; cart: Cart } | undefined;
  const flush = () => {
    if (!pending) return;
    timers.clearTimeout(pending.handle);
    const { cart } = pending;
    pending = undefined;
    save(cart);
  };
  return {
    schedule: (cart) => {
      if (pending) timers.clearTimeout(pending.handle);
      pending = { handle: timers.setTimeout(flush, delayMs), cart };
    },
    flush,
  };
}
