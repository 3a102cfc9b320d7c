import { useAtomValue } from 'jotai';
import { useHydrated } from '../../../lib/ssr/use-hydrated.ts';
import { cartCountAtom } from '../atoms.ts';
import styles from './cart-count-badge.module.css';

/**
 * The number of bottles in the cart, for the header's cart link; nothing when it is empty, and
 * nothing while a server-rendered page is adopted (the server has no cart).
 */
export function CartCountBadge() {
  const count = useAtomValue(cartCountAtom);
  const hydrated = useHydrated();
  if (!hydrated || count === 0) return null;
  return (
    <span className={styles.badge} data-testid="cart-count">
      <span className="visually-hidden">, </span>
      {count}
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </span>
  );
}
