import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { pageSummary } from '../../../lib/page/page-summary.ts';
import type { ShopSearch } from '../shop-search.ts';
import styles from './shop.module.css';

export function Pagination({ search, shown, total }: { search: ShopSearch; shown: number; total: number }) {
  const page = pageSummary(search.offset, search.limit, shown, total);
  if (page.previousOffset === undefined && page.nextOffset === undefined) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page.previousOffset !== undefined ? (
        <Link
          to="/shop"
          search={{ ...search, offset: page.previousOffset }}
          className={buttonClass('outline', 'small')}
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.pageInfo}>
        {page.from}–{page.to} of {page.total}
      </p>
      {page.nextOffset !== undefined ? (
        <Link
          to="/shop"
          search={{ ...search, offset: page.nextOffset }}
          className={buttonClass('outline', 'small')}
        >
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
