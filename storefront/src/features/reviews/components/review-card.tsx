import { ratingColour } from '@wine/contracts/rating';
import { relativeTime } from '@wine/contracts/relative-time';
import type { WineReview } from '@wine/contracts/reviews/review-api';
import { truncateReview } from '@wine/contracts/truncate-review';
import { useState } from 'react';
import styles from './reviews.module.css';

/** One review: stars, the words cut at 150 characters with 'Read more', who and when, and what is known of them. */
export function ReviewCard({ review, own }: { review: WineReview; own: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const short = truncateReview(review.tasteNotes);
  const cut = short !== review.tasteNotes;
  return (
    <li className={styles.review} data-testid="review">
      <p className={styles.reviewStars} data-colour={ratingColour(review.rating)}>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className={styles.dimStars} aria-hidden="true">
          {'★'.repeat(5 - review.rating)}
        </span>
        <span className="visually-hidden">{review.rating} out of 5 stars</span>
      </p>
      {review.tasteNotes ? (
        <p className={styles.reviewText}>
          {expanded ? review.tasteNotes : short}{' '}
          {cut ? (
            <button
              type="button"
              className={styles.readMore}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show less' : 'Read more'}
            </button>
          ) : null}
        </p>
      ) : null}
      <p className={styles.reviewMeta}>
        <span className={styles.author}>{review.customerName}</span>
        {review.vintage !== null ? <span> · {review.vintage}</span> : null}
        {' · '}
        {/* The server and the browser may disagree by a minute about how long ago. */}
        <time dateTime={review.createdAt} suppressHydrationWarning>
          {relativeTime(review.createdAt, Date.now())}
        </time>
      </p>
      <p className={styles.labels}>
        {review.verifiedBuyer ? <span className={styles.verified}>Verified buyer</span> : null}
        {review.writtenForReward ? <span className={styles.label}>Written for a reward</span> : null}
        {own && review.status === 'pending' ? (
          <span className={styles.label}>Awaiting moderation: only you can see it</span>
        ) : null}
        {own && review.status === 'rejected' ? (
          <span className={styles.label}>Not published: only you can see it</span>
        ) : null}
      </p>
      {own && review.status === 'rejected' ? (
        <p className={styles.moderationNote} data-testid="moderation-note">
          {review.moderationReason
            ? `A moderator did not publish it: ${review.moderationReason}`
            : 'A moderator did not publish it.'}{' '}
          Write it again and it goes back to a moderator.
        </p>
      ) : null}
    </li>
  );
}
