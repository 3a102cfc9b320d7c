import { groupThousands } from '@wine/contracts/money-format';
import { ratingColour } from '@wine/contracts/rating';
import styles from './rating.module.css';

/** Average stars with the spec's colour bands; nothing at all before the first review. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) return null;
  const stars = rating.toFixed(1);
  return (
    <p className={styles.rating} data-colour={ratingColour(rating)}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <span className="visually-hidden">Rated </span>
      {stars}
      <span className="visually-hidden"> out of 5</span>
      <span className={styles.count}>
        ({groupThousands(reviewCount)}
        <span className="visually-hidden"> reviews</span>)
      </span>
    </p>
  );
}
