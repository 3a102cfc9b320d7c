import { atom } from 'jotai';
import { type Cart, emptyCart, totalItems } from './cart-rules.ts';
import { browserStorage, readCart } from './cart-storage.ts';

// Small on purpose: the header imports this into the first page's chunk; the rules that change
// the cart load with the pages that change it (cart-actions.ts).
export const cartStorage = browserStorage();

/** Client state: the cart, loaded from storage once, when the app starts (spec section 4). */
export const cartAtom = atom<Cart>(
  (cartStorage && readCart(cartStorage)) ?? emptyCart(new Date().toISOString()),
);

/** The cart the server renders (it has no storage): empty. */
export const NO_CART = emptyCart(new Date().toISOString());

export const cartCountAtom = atom((get) => totalItems(get(cartAtom)));
