import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FEATURED_DEFAULT_LIMIT } from '@wine/contracts/catalog/wine';
import { InvestmentTeaser } from '../../../components/sign-in/investment-teaser.tsx';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { WineGrid, WineGridSkeleton } from '../../../components/wine/wine-grid.tsx';
import { featuredWinesQuery } from '../api/featured-query.ts';
import styles from './featured-wines.module.css';

/** Spec section 9: the home page's featured wines, rated 4.5 or more, six of them. */
export function FeaturedWines() {
  const { data, isPending, error, refetch } = useQuery(featuredWinesQuery());

  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <div className={styles.heading}>
        <div>
          <h2 id="featured-title">Loved by our members</h2>
          <p className={styles.lead}>Every one rated 4.5 stars or more.</p>
        </div>
        <Link to="/shop" search={{ sortBy: 'rating', sortOrder: 'descending' }} className={styles.more}>
          See all top-rated wines
        </Link>
      </div>
      {isPending ? (
        <WineGridSkeleton count={FEATURED_DEFAULT_LIMIT} label="Loading featured wines" />
      ) : error ? (
        <LoadFailed title="We couldn't load our favourites" retry={() => refetch()}>
          {error.message}
        </LoadFailed>
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Our favourites are being restocked"
          action={
            <Link to="/shop" className={buttonClass('primary')}>
              Browse the shop
            </Link>
          }
        >
          The top-rated wines have sold out for now. There is plenty more worth a look.
        </EmptyState>
      ) : (
        <WineGrid wines={data.items} label="Featured wines" />
      )}
      {/* A guest's favourites leave investment wines out (spec 6). */}
      <InvestmentTeaser returnTo="/shop?category=investment" />
    </section>
  );
}
