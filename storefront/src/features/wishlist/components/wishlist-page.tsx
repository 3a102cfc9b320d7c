import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { WineGridSkeleton } from '../../../components/wine/wine-grid.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { useWishlist } from '../use-wishlist.ts';
import { SavedWineCard } from './saved-wine-card.tsx';
import styles from './wishlist.module.css';

// As in the shop: the first row is likely on screen at once, the rest loads lazily.
const EAGER_CARDS = 4;

/** /account/wishlist: every saved wine, newest first, including those saved as a guest. */
export function WishlistPage() {
  usePageTitle('Wishlist');
  const { list, toggle, error } = useWishlist();
  const items = list.data?.items ?? [];

  return (
    <div className="page">
      <header className={styles.header}>
        <h1>Your wishlist</h1>
        <p className={styles.lead}>
          {list.isSuccess && items.length > 0
            ? `${items.length} ${items.length === 1 ? 'wine' : 'wines'} you are keeping an eye on.`
            : 'Wines you are keeping an eye on, ready when you are.'}
        </p>
      </header>
      {error ? (
        <p className={styles.error} role="alert">
          We couldn't update your wishlist. Please try again.
        </p>
      ) : null}
      {list.isError ? (
        <LoadFailed title="We couldn't load your wishlist" retry={() => list.refetch()}>
          Check your connection and try again.
        </LoadFailed>
      ) : !list.isSuccess ? (
        <WineGridSkeleton count={4} label="Loading your wishlist" />
      ) : items.length === 0 ? (
        <EmptyState
          title="Nothing saved yet"
          action={
            <Link to="/shop" className={buttonClass('primary')}>
              Browse wines
            </Link>
          }
        >
          Tap "Save to wishlist" on any wine and it will wait for you here.
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label="Saved wines">
          {items.map((item, index) => (
            <li key={item.wineProductId}>
              <SavedWineCard
                wineProductId={item.wineProductId}
                eager={index < EAGER_CARDS}
                onRemove={() => toggle(item.wineProductId)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
