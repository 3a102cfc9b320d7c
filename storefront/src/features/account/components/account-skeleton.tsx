import { LoadingRegion } from '../../../components/ui/loading-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './account.module.css';

/** The account page's shape while its record loads. */
export function AccountSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={styles.layout} aria-hidden="true">
        <header className={styles.header}>
          <Skeleton width="7rem" />
          <Skeleton width="16rem" height="2.5rem" />
        </header>
        <div className={styles.card}>
          <Skeleton width="9rem" height="1.5rem" />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
        <div className={styles.card}>
          <Skeleton width="6rem" />
          <Skeleton width="70%" />
        </div>
      </div>
    </LoadingRegion>
  );
}
