import { Skeleton } from '../ui/skeleton.tsx';
import styles from './wine-card.module.css';

/** The card's shape while it loads, so the page does not jump when wines arrive. */
export function WineCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.image}>
        <div />
      </div>
      <div className={styles.body}>
        <Skeleton width="75%" height="1.25rem" />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
        <div className={styles.footer}>
          <Skeleton width="40%" height="0.75rem" />
          <Skeleton width="35%" height="1.75rem" />
        </div>
      </div>
    </div>
  );
}
