import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { relativeTime } from '@wine/contracts/relative-time';
import type { HeldReview, ModerateReviewRequest } from '@wine/contracts/reviews/review-api';
import { MODERATION_REASON_MAX_LENGTH } from '@wine/contracts/reviews/review-fields';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { moderateReview, moderationQueueQuery } from '../api/review-queries.ts';
import styles from './reviews.module.css';

/** One held review: what was written, by whom and why it waits; approve, or reject saying why. */
function HeldReviewItem({ held, onDecided }: { held: HeldReview; onDecided: () => void }) {
  const { review, heldFor } = held;
  const [reason, setReason] = useState('');
  const id = useId();
  const decide = useMutation({
    mutationFn: (decision: ModerateReviewRequest) => moderateReview(review.id, decision),
    onSuccess: onDecided,
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) decide.mutate({ status: 'rejected', reason: reason.trim() });
  };
  const words = review.kind === 'wine' ? review.tasteNotes : review.review;
  return (
    <li className={styles.review} data-testid="held-review">
      <p className={styles.reviewMeta}>
        {review.kind === 'wine' ? `Wine ${review.masterWineId}` : 'The app'} · {review.rating} of 5 stars ·{' '}
        <span className={styles.author}>{review.customerName}</span> · written{' '}
        <time dateTime={review.updatedAt}>{relativeTime(review.updatedAt, Date.now())}</time>
      </p>
      <p className={styles.reviewText}>{words || <em>Stars only, no words.</em>}</p>
      <p className={styles.reviewMeta}>
        {heldFor ? `Held by the abuse rule: ${heldFor}.` : 'Its author asked for moderation.'}
      </p>
      <form
        className={styles.moderation}
        onSubmit={reject}
        aria-label={`Decide on ${review.customerName}'s review`}
      >
        <button
          type="button"
          className={buttonClass('primary', 'small')}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ status: 'approved' })}
        >
          Approve
        </button>
        <label htmlFor={`${id}-reason`} className="visually-hidden">
          Why it is rejected
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={MODERATION_REASON_MAX_LENGTH}
          placeholder="Why it is rejected"
          onChange={(event) => setReason(event.target.value)}
          className={styles.notes}
        />
        <button
          type="submit"
          className={buttonClass('outline', 'small')}
          disabled={decide.isPending || !reason.trim()}
        >
          Reject
        </button>
      </form>
      {decide.isError ? (
        <p role="alert" className={styles.reviewMeta}>
          That did not go through. Please try again.
        </p>
      ) : null}
    </li>
  );
}

/** /account/moderation: the reviews held for a moderator, for people identity made review moderators. */
export function ModerationPage() {
  usePageTitle('Review moderation');
  const queryClient = useQueryClient();
  const queue = useQuery(moderationQueueQuery(1));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reviews'] });
  const forbidden = isApiError(queue.error) && queue.error.status === 403;
  const held = queue.data?.reviews ?? [];
  return (
    <div className="page">
      <h1>Review moderation</h1>
      {forbidden ? (
        <EmptyState title="For review moderators">
          This page is for the people the shop asked to moderate reviews.
        </EmptyState>
      ) : queue.isError ? (
        <EmptyState
          title="We couldn't load the reviews waiting"
          action={
            <button type="button" className={buttonClass('primary')} onClick={() => queue.refetch()}>
              Try again
            </button>
          }
        >
          Check your connection and try again.
        </EmptyState>
      ) : !queue.isSuccess ? (
        <p aria-busy="true">Loading the reviews waiting…</p>
      ) : held.length === 0 ? (
        <EmptyState title="Nothing waiting">Every review has been seen.</EmptyState>
      ) : (
        <>
          <p>
            {queue.data.total} {queue.data.total === 1 ? 'review waits' : 'reviews wait'}, the longest waiting
            first. Approved, a review is shown and counts in every figure; rejected, it counts in none.
          </p>
          <ul className={styles.list} aria-label="Reviews waiting for a moderator">
            {held.map((item) => (
              <HeldReviewItem key={item.review.id} held={item} onDecided={refresh} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
