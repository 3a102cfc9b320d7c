import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WineReview } from '@wine/contracts/reviews/review-api';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewDraft,
  submitWineReview,
  wineReviewSummaryQuery,
  wineReviewsQuery,
} from '../api/review-queries.ts';
import { pageCount } from '../review-figures.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewSummary } from './review-summary.tsx';
import styles from './reviews.module.css';

export interface WineReviewsProps {
  masterWineId: string;
  vintage: number | null;
  /** The signed-in customer (not a guest), who may write a review. */
  customerId: string | undefined;
  /** From the URL: the page of the list and the star filter. */
  page: number;
  stars: number | undefined;
  onBrowse: (next: { page: number; stars: number | undefined }) => void;
  onSubmitted: (review: WineReview) => void;
  onFailed: () => void;
  onSignIn: () => void;
}

/** The product page's reviews: summary, the list newest first (paged, by stars), and the form or a sign-in prompt. */
export function WineReviews(props: WineReviewsProps) {
  const { masterWineId, customerId, page, stars } = props;
  const queryClient = useQueryClient();
  const summary = useQuery(wineReviewSummaryQuery(masterWineId));
  const list = useQuery(wineReviewsQuery(masterWineId, { page, stars, showAll: customerId !== undefined }));
  const submit = useMutation({
    mutationFn: (draft: ReviewDraft) => submitWineReview(masterWineId, draft),
    onSuccess: async (review) => {
      props.onSubmitted(review);
      // The reads carry the answer's consistency token: they show the review, no polling.
      await queryClient.invalidateQueries({ queryKey: ['reviews', 'wine', masterWineId] });
    },
    onError: props.onFailed,
  });
  const pages = pageCount(list.data?.total ?? 0, REVIEWS_PAGE_SIZE);

  return (
    <section aria-labelledby="reviews-heading" className={styles.reviews}>
      <h2 id="reviews-heading">Reviews</h2>
      {summary.data && summary.data.totalReviews > 0 ? (
        <ReviewSummary
          summary={summary.data}
          stars={stars}
          onStars={(s) => props.onBrowse({ page: 1, stars: s })}
        />
      ) : summary.isSuccess ? (
        <p className={styles.empty}>No reviews yet. Bought it? Tell others what you thought.</p>
      ) : null}
      {list.data && list.data.reviews.length > 0 ? (
        <>
          <ul className={styles.list} aria-label="Reviews, newest first">
            {list.data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} own={review.customerId === customerId} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label="Review pages">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => props.onBrowse({ page: page - 1, stars })}
              >
                Newer
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => props.onBrowse({ page: page + 1, stars })}
              >
                Older
              </button>
            </nav>
          ) : null}
        </>
      ) : stars !== undefined && list.isSuccess ? (
        <p className={styles.empty}>
          No {stars}-star reviews.{' '}
          <button
            type="button"
            className={styles.readMore}
            onClick={() => props.onBrowse({ page: 1, stars: undefined })}
          >
            Show all reviews
          </button>
        </p>
      ) : null}
      {customerId !== undefined ? (
        <ReviewForm
          vintage={props.vintage}
          submitting={submit.isPending}
          onSubmit={(draft) => submit.mutate(draft)}
        />
      ) : (
        <div className={styles.signIn}>
          <p>Bought this wine? Sign in to review it.</p>
          <button type="button" className={styles.submit} onClick={props.onSignIn}>
            Sign in to write a review
          </button>
        </div>
      )}
      <p className={styles.policy}>
        Reviews are from customers; a verified buyer bought this wine here. Reviews written for a reward say
        so. Every rating shown is the average of the approved reviews.
      </p>
    </section>
  );
}
