import { LoadingRegion } from '../ui/loading-region.tsx';
import type { CardWine } from './card-wine.ts';
import { WineCard } from './wine-card.tsx';
import { WineCardSkeleton } from './wine-card-skeleton.tsx';
import styles from './wine-grid.module.css';

// Cards in the first row or two are likely on screen at load; everything after loads lazily.
const EAGER_CARDS = 4;

export function WineGrid({ wines, label }: { wines: readonly CardWine[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {wines.map((wine, index) => (
        <li key={wine.slug}>
          <WineCard wine={wine} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function WineGridSkeleton({ count, label = 'Loading wines' }: { count: number; label?: string }) {
  return (
    <LoadingRegion label={label}>
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <li key={index}>
            <WineCardSkeleton />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
