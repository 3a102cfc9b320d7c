import { Link } from '@tanstack/react-router';
import type { DropDto } from '@wine/contracts/catalog/drop';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cardWineFromDto } from '../../../components/wine/card-wine.ts';
import { WineGrid } from '../../../components/wine/wine-grid.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { formatDropDate } from '../drop-date.ts';
import styles from './drop.module.css';
import { DropCountdown } from './drop-countdown.tsx';
import { DropHeroWine } from './drop-hero-wine.tsx';

export function DropPage({ drop }: { drop: DropDto }) {
  usePageTitle("Today's drop");
  const [lead, ...rest] = drop.wines;

  return (
    <div className="page">
      <header className={styles.banner}>
        <div>
          <p className={styles.eyebrow}>{formatDropDate(drop.date)}</p>
          <h1 className={styles.title}>Today's drop</h1>
          <p className={styles.lead}>
            {drop.wines.length === 0
              ? 'A fresh selection lands at midnight.'
              : `${drop.wines.length === 1 ? 'One wine' : `${drop.wines.length} wines`} at their best price, until midnight or until they sell out.`}
          </p>
        </div>
        <DropCountdown endsAt={drop.endsAt} onDark />
      </header>
      {lead ? (
        <div className={styles.stack}>
          <DropHeroWine wine={lead} />
          {rest.length > 0 ? (
            <section aria-labelledby="drop-more">
              <h2 id="drop-more" className={styles.moreHeading}>
                Also in today's drop
              </h2>
              <WineGrid wines={rest.map(cardWineFromDto)} label="Also in today's drop" />
            </section>
          ) : null}
        </div>
      ) : (
        <EmptyState
          title="No drop today"
          action={
            <Link to="/shop" className={buttonClass('primary')}>
              Browse the shop
            </Link>
          }
        >
          Our buyers are resting their palates. The next drop starts when the clock above reaches zero.
        </EmptyState>
      )}
    </div>
  );
}
