import { Link } from '@tanstack/react-router';
import type { WineDto } from '@wine/contracts/catalog/wine';
import type { ReactNode } from 'react';
import { PriceLine } from '../../../components/wine/price-line.tsx';
import { StockMeter } from '../../../components/wine/stock-meter.tsx';
import styles from './product.module.css';

/** Price first and largest, then how many are left, then what to do about it. */
export function PurchasePanel({ wine, actions }: { wine: WineDto; actions?: ReactNode }) {
  const guest = wine.memberPrice === null;
  return (
    <section className={styles.purchase} aria-label="Price and availability">
      <PriceLine wine={wine} size="hero" />
      {guest && wine.memberSavingPercent > 0 ? (
        <p className={styles.memberNote}>
          <Link to="/signup">Start a free trial</Link> to pay the member price.
        </p>
      ) : null}
      <StockMeter urgency={wine.stockUrgency} />
      {guest && wine.maxQuantityForGuest !== null ? (
        <p className={styles.limit}>
          Guests may buy up to {wine.maxQuantityForGuest}{' '}
          {wine.maxQuantityForGuest === 1 ? 'bottle' : 'bottles'}; members have no limit.
        </p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
