import { useQuery } from '@tanstack/react-query';
import { ratingColour } from '@wine/contracts/rating';
import { relativeTime } from '@wine/contracts/relative-time';
import { truncateReview } from '@wine/contracts/truncate-review';
import { appReviewSummaryQuery, appReviewsQuery } from '../api/review-queries.ts';
import styles from './reviews.module.css';

/** What customers say of the shop itself, beside the marketing claim: real app reviews and their average. */
export function AppReviewsStrip() {
  const summary = useQuery(appReviewSummaryQuery());
  const list = useQuery(appReviewsQuery());
  if (!summary.data || summary.data.totalReviews === 0 || !list.data) return null;
  const { averageRating, totalReviews } = summary.data;
  return (
    <section aria-labelledby="app-reviews-title" className={styles.appReviews}>
      <h2 id="app-reviews-title">What customers say</h2>
      <p className={styles.average} data-colour={ratingColour(averageRating)}>
        <span className={styles.averageFigure}>{averageRating.toFixed(1)}</span>
        <span className={styles.averageStar} aria-hidden="true">
          ★
        </span>
        <span className={styles.averageCount}>from {totalReviews} reviews of the app</span>
      </p>
      <ul className={styles.appList}>
        {list.data.reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.reviewStars} data-colour={ratingColour(review.rating)}>
              <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
              <span className="visually-hidden">{review.rating} out of 5 stars</span>
            </p>
            <p className={styles.reviewText}>{truncateReview(review.review)}</p>
            <p className={styles.reviewMeta}>
              <span className={styles.author}>{review.customerName}</span> ·{' '}
              <time dateTime={review.createdAt} suppressHydrationWarning>
                {relativeTime(review.createdAt, Date.now())}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
