import { useWishlist } from '../use-wishlist.ts';
import styles from './wishlist.module.css';

/** A toggle on the product page: saves the wine for later, for guests too. */
export function WishlistButton({ wineProductId }: { wineProductId: string }) {
  const { isSaved, toggle, ready, error } = useWishlist();
  const saved = isSaved(wineProductId);
  return (
    <div className={styles.toggleWrap}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={saved}
        disabled={!ready}
        onClick={() => toggle(wineProductId)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.heart}>
          <path d="M12 20s-7-4.5-8.5-9A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 4c-1.5 4.5-8.5 9-8.5 9z" />
        </svg>
        {saved ? 'Saved to wishlist' : 'Save to wishlist'}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          We couldn't update your wishlist. Please try again.
        </p>
      ) : null}
    </div>
  );
}
