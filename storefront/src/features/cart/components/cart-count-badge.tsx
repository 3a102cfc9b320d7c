import { useAtomValue } from 'jotai';
import { cartCountAtom } from '../atoms.ts';
import styles from './cart-count-badge.module.css';

/** The number of bottles in the cart, for the header's cart link; nothing when it is empty. */
export function CartCountBadge() {
  const count = useAtomValue(cartCountAtom);
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="cart-count">
      <span className="visually-hidden">, </span>
      {count}
      <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </span>
  );
}
