import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWishlist } from '../use-wishlist.ts';
import styles from './wishlist.module.css';

/** The dashboard's wishlist card: how many wines are saved, and the way to them. */
export function WishlistSummary() {
  const { list } = useWishlist();
  const count = list.data?.items.length;
  return (
    <section className={styles.summary} aria-labelledby="wishlist-summary-title">
      <p className={styles.summaryEyebrow} id="wishlist-summary-title">
        Wishlist
      </p>
      {count === undefined ? (
        <Skeleton width="8rem" height="2rem" />
      ) : (
        <p className={styles.count}>
          {count} {count === 1 ? 'wine' : 'wines'} saved
        </p>
      )}
      <Link to="/account/wishlist">{count ? 'See your wishlist' : 'Find wines to save'}</Link>
    </section>
  );
}
