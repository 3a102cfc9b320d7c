import { Link } from '@tanstack/react-router';
import type { CustomerOrdersPage } from '@wine/contracts/orders/checkout';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { pageSummary } from '../../../lib/page/page-summary.ts';
import styles from './orders.module.css';

/** Previous and Next through the history; nothing when it fits on one page. */
export function OrderPagination({ page }: { page: CustomerOrdersPage }) {
  const summary = pageSummary(page.offset, page.limit, page.orders.length, page.total);
  if (summary.previousOffset === undefined && summary.nextOffset === undefined) return null;
  const link = (offset: number, label: string) => (
    <Link
      to="/account/orders"
      search={offset === 0 ? {} : { offset }}
      className={buttonClass('outline', 'small')}
    >
      {label}
    </Link>
  );
  return (
    <nav className={styles.pagination} aria-label="Pages of your orders">
      {summary.previousOffset === undefined ? <span /> : link(summary.previousOffset, 'Newer')}
      <p className={styles.muted}>
        {summary.from}–{summary.to} of {summary.total}
      </p>
      {summary.nextOffset === undefined ? <span /> : link(summary.nextOffset, 'Older')}
    </nav>
  );
}
