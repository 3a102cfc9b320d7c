import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { groupThousands } from '@wine/contracts/money-format';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { WineGrid, WineGridSkeleton } from '../../../components/wine/wine-grid.tsx';
import { withoutFilters } from '../active-filters.ts';
import { shopQuery } from '../api/shop-query.ts';
import type { ShopSearch } from '../shop-search.ts';
import { Pagination } from './pagination.tsx';
import styles from './shop.module.css';

export function ShopResults({ search, heading }: { search: ShopSearch; heading: string }) {
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = useQuery(shopQuery(search));

  if (isPending) return <WineGridSkeleton count={8} />;

  if (error) {
    return (
      <LoadFailed title="We couldn't load the wines" retry={() => refetch()} retrying={isRefetching}>
        {/* The spec's text alone (issue 36, rule 9); the button says what to do. */}
        {error.message}
      </LoadFailed>
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        title="No wines match those filters"
        action={
          <Link to="/shop" search={withoutFilters(search)} className={buttonClass('primary')}>
            Clear filters
          </Link>
        }
      >
        Try a wider price range or another region; new wines arrive every day.
      </EmptyState>
    );
  }

  return (
    <div className={styles.results} data-stale={isPlaceholderData} aria-busy={isPlaceholderData}>
      <p className={styles.count} aria-live="polite">
        {data.total === 1 ? '1 wine' : `${groupThousands(data.total)} wines`}
      </p>
      <WineGrid wines={data.items} label={heading} />
      <Pagination search={search} shown={data.items.length} total={data.total} />
    </div>
  );
}
