import { atom } from 'jotai';
import { type Cart, emptyCart, totalItems } from './cart-rules.ts';
import { browserStorage, readCart } from './cart-storage.ts';

// Small on purpose: the header imports this into the first page's chunk; the rules that change
// the cart load with the pages that change it (cart-actions.ts).
export const cartStorage = browserStorage();

// The stored cart is read when the app first shows it, not as the module loads (the first
// script's evaluation, one task); from then on the atom holds the cart.
let storedCart: Cart | undefined;
const storedCartOnce = () =>
  (storedCart ??= (cartStorage && readCart(cartStorage)) ?? emptyCart(new Date().toISOString()));
const keptCartAtom = atom<Cart | undefined>(undefined);

/** Client state: the cart, loaded from storage once (spec section 4). */
export const cartAtom = atom(
  (get) => get(keptCartAtom) ?? storedCartOnce(),
  (_get, set, cart: Cart) => set(keptCartAtom, cart),
);

/** The cart the server renders (it has no storage): empty. */
export const NO_CART = emptyCart(new Date().toISOString());

export const cartCountAtom = atom((get) => totalItems(get(cartAtom)));
