import { atom } from 'jotai';
import { cartAtom, cartStorage } from './atoms.ts';
import { type CartAction, cartReducer } from './cart-rules.ts';
import { createCartSaver } from './cart-saver.ts';
import { writeCart } from './cart-storage.ts';

const saver = createCartSaver((cart) => {
  if (cartStorage) writeCart(cartStorage, cart);
});
// A change made just before the tab closes or reloads would otherwise be lost with its timer.
// (Rendered on the server, a product page's cart button loads this too, and there is no tab.)
if (!import.meta.env.SSR) window.addEventListener('pagehide', saver.flush);

/** Applies a cart action for this viewer and answers whether the cart changed (a refusal is silent). */
export const dispatchCartAtom = atom(null, (get, set, action: CartAction, isMember: boolean): boolean => {
  const cart = get(cartAtom);
  const next = cartReducer(cart, action, { isMember, now: new Date().toISOString() });
  if (next === cart) return false;
  set(cartAtom, next);
  saver.schedule(next);
  return true;
});
