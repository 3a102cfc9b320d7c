import { LoadingRegion } from '../../../components/ui/loading-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './drop.module.css';

export function DropPageSkeleton() {
  return (
    <div className="page">
      <LoadingRegion label="Loading today's drop">
        <div className={styles.banner} aria-hidden="true">
          <div>
            <Skeleton width="10rem" />
            <Skeleton width="16rem" height="2.5rem" style={{ marginTop: '0.75rem' }} />
          </div>
        </div>
        <div className={styles.hero} aria-hidden="true">
          <div className={styles.heroImage} />
          <div className={styles.heroBody}>
            <Skeleton width="70%" height="2rem" />
            <Skeleton width="45%" />
            <Skeleton width="90%" height="4rem" />
            <Skeleton width="30%" height="2.5rem" />
          </div>
        </div>
      </LoadingRegion>
    </div>
  );
}
