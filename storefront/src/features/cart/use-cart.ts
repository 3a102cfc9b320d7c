import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSession } from '../../lib/session/use-session.ts';
import { useHydrated } from '../../lib/ssr/use-hydrated.ts';
import { cartAtom, NO_CART } from './atoms.ts';
import { dispatchCartAtom } from './cart-actions.ts';
import type { Cart, CartAction } from './cart-rules.ts';

/**
 * The cart and its actions, with the viewer's membership applied to the guest limit. While a
 * server-rendered page is adopted the cart shows empty, as on the server.
 */
export function useCart(): { cart: Cart; isMember: boolean; dispatch: (action: CartAction) => boolean } {
  const stored = useAtomValue(cartAtom);
  const hydrated = useHydrated();
  const cart = hydrated ? stored : NO_CART;
  const { isMember } = useSession();
  const set = useSetAtom(dispatchCartAtom);
  const dispatch = useCallback((action: CartAction) => set(action, isMember), [set, isMember]);
  return { cart, isMember, dispatch };
}
