import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSession } from '../../lib/session/use-session.ts';
import { cartAtom } from './atoms.ts';
import { dispatchCartAtom } from './cart-actions.ts';
import type { Cart, CartAction } from './cart-rules.ts';

/** The cart and its actions, with the viewer's membership applied to the guest limit. */
export function useCart(): { cart: Cart; isMember: boolean; dispatch: (action: CartAction) => boolean } {
  const cart = useAtomValue(cartAtom);
  const { isMember } = useSession();
  const set = useSetAtom(dispatchCartAtom);
  const dispatch = useCallback((action: CartAction) => set(action, isMember), [set, isMember]);
  return { cart, isMember, dispatch };
}
