import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page/use-page-title.ts';
import { buttonClass } from './button-variant.ts';
import { EmptyState } from './empty-state.tsx';

export function NotFoundPage({ what = 'page' }: { what?: string }) {
  usePageTitle('Not found');
  return (
    <div className="page">
      <EmptyState
        title={`We couldn't find that ${what}`}
        action={
          <Link to="/shop" className={buttonClass('primary')}>
            Browse the shop
          </Link>
        }
      >
        It may have sold out and been retired, or the link may be mistyped.
      </EmptyState>
    </div>
  );
}
