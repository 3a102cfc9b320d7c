import { groupThousands } from '@wine/contracts/money-format';
import { ratingColour } from '@wine/contracts/rating';
import type { WineReviewSummary } from '@wine/contracts/reviews/review-api';
import { distributionBars } from '../review-figures.ts';
import styles from './reviews.module.css';

/** The average, the count and a bar per star; a bar is a link-free button that filters the list. */
export function ReviewSummary({
  summary,
  stars,
  onStars,
}: {
  summary: WineReviewSummary;
  stars: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const { avgRating, totalReviews } = summary;
  return (
    <div className={styles.summary}>
      <p className={styles.average} data-colour={ratingColour(avgRating)} data-testid="review-average">
        <span className={styles.averageFigure}>{avgRating.toFixed(1)}</span>
        <span className={styles.averageStar} aria-hidden="true">
          ★
        </span>
        <span className={styles.averageCount}>
          {totalReviews === 1 ? '1 review' : `${groupThousands(totalReviews)} reviews`}
        </span>
      </p>
      <ul className={styles.bars} aria-label="Reviews by stars">
        {distributionBars(summary.ratingCounts, totalReviews).map((bar) => (
          <li key={bar.stars}>
            <button
              type="button"
              className={styles.bar}
              aria-pressed={stars === bar.stars}
              onClick={() => onStars(stars === bar.stars ? undefined : bar.stars)}
            >
              <span className={styles.barLabel}>{bar.stars} ★</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span
                  className={styles.barFill}
                  data-colour={bar.colour}
                  style={{ width: `${bar.percent}%` }}
                />
              </span>
              <span className={styles.barPercent}>{bar.percent}%</span>
              <span className="visually-hidden"> of reviews ({bar.count}); show only these</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
