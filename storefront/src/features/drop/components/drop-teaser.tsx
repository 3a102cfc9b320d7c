import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { LoadingRegion } from '../../../components/ui/loading-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { primaryImage } from '../../../components/wine/card-wine.ts';
import { WineImage } from '../../../components/wine/wine-image.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { dropQuery } from '../api/drop-query.ts';
import styles from './drop.module.css';
import { DropCountdown } from './drop-countdown.tsx';

/**
 * The home page's window onto today's drop: what leads it, from how little, and for how long.
 * The drop is for signed-in people (spec 6; the API refuses guests), so a guest is invited in.
 */
export function DropTeaser() {
  const { signedIn } = useSession();
  const { data: drop, isPending, error } = useQuery({ ...dropQuery(), enabled: signedIn });
  if (!signedIn) return <GuestDropTeaser />;

  if (isPending) {
    return (
      <LoadingRegion label="Loading today's drop">
        <div className={styles.teaser} aria-hidden="true">
          <div className={styles.teaserBody}>
            <Skeleton width="8rem" />
            <Skeleton width="14rem" height="2rem" />
            <Skeleton width="10rem" />
          </div>
        </div>
      </LoadingRegion>
    );
  }
  // The home page still works without the teaser; the drop page itself reports the failure.
  if (error) return null;

  const lead = drop.wines[0];
  const lowest = drop.wines.reduce<number | undefined>(
    (low, wine) => Math.min(low ?? Number.POSITIVE_INFINITY, wine.memberPrice ?? wine.publicPrice),
    undefined,
  );

  return (
    <section className={styles.teaser} aria-labelledby="drop-teaser-title">
      <div className={styles.teaserBody}>
        <p className={styles.eyebrow}>Today's drop</p>
        <h2 id="drop-teaser-title" className={styles.teaserTitle}>
          {lead ? lead.name : 'A fresh drop lands at midnight'}
        </h2>
        {lead ? (
          <p className={styles.teaserText}>
            {drop.wines.length === 1 ? 'One wine' : `${drop.wines.length} wines`}
            {lowest !== undefined ? `, from ${formatPence(lowest)}` : ''}. Gone when the clock runs out.
          </p>
        ) : null}
        <DropCountdown endsAt={drop.endsAt} onDark />
        {lead ? (
          <Link to="/drop" className={buttonClass('accent')}>
            See today's drop
          </Link>
        ) : (
          <Link to="/shop" className={buttonClass('accent')}>
            Meanwhile, browse the shop
          </Link>
        )}
      </div>
      {lead ? (
        <div className={styles.teaserImage}>
          <WineImage src={primaryImage(lead.images)?.url} alt="" wine={lead} eager />
        </div>
      ) : null}
    </section>
  );
}

function GuestDropTeaser() {
  return (
    <section className={styles.teaser} aria-labelledby="drop-teaser-title">
      <div className={styles.teaserBody}>
        <p className={styles.eyebrow}>Today's drop</p>
        <h2 id="drop-teaser-title" className={styles.teaserTitle}>
          A new drop of wines every day at midnight
        </h2>
        <p className={styles.teaserText}>Sign in to see today's wines and their prices.</p>
        <Link to="/drop" className={buttonClass('accent')}>
          See today's drop
        </Link>
      </div>
    </section>
  );
}
