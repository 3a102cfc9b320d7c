import { LoadingRegion } from '../../../components/ui/loading-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './product.module.css';

export function ProductPageSkeleton() {
  return (
    <div className="page">
      <LoadingRegion label="Loading wine">
        <div className={styles.product} aria-hidden="true">
          <div className={styles.gallery} />
          <div className={styles.summary}>
            <Skeleton width="30%" />
            <Skeleton width="80%" height="2.5rem" />
            <Skeleton width="60%" />
            <Skeleton width="40%" height="3rem" style={{ marginTop: '1rem' }} />
            <Skeleton width="100%" height="0.75rem" />
          </div>
        </div>
      </LoadingRegion>
    </div>
  );
}
