import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// Types only, as the shop's queries: the answers' schemas would bring classic zod to the first page.
import type {
  AppReviewPage,
  AppReviewSummary,
  ModeratedReview,
  ModerateReviewRequest,
  ModerationQueuePage,
  WineReview,
  WineReviewPage,
  WineReviewSummary,
} from '@wine/contracts/reviews/review-api';
import { adminClient } from '../../../lib/api/clients.ts';

/** Reviews shown per page on a product page. */
export const REVIEWS_PAGE_SIZE = 5;

const wine = (masterWineId: string) =>
  `/api/master-wine/${encodeURIComponent(masterWineId)}/reviews` as const;

export const wineReviewSummaryQuery = (masterWineId: string) =>
  queryOptions({
    queryKey: ['reviews', 'wine', masterWineId, 'summary'],
    queryFn: ({ signal }) => adminClient.get<WineReviewSummary>(`${wine(masterWineId)}/summary`, { signal }),
  });

export interface ReviewPageParams {
  /** 1-based page of the list. */
  page: number;
  /** Only reviews of this many stars. */
  stars?: number | undefined;
  /** Adds the caller's own review while it waits for moderation. */
  showAll?: boolean;
}

export const wineReviewsQuery = (masterWineId: string, { page, stars, showAll = false }: ReviewPageParams) =>
  queryOptions({
    queryKey: ['reviews', 'wine', masterWineId, 'list', { page, stars, showAll }],
    queryFn: ({ signal }) =>
      adminClient.get<WineReviewPage>(wine(masterWineId), {
        query: {
          offset: (page - 1) * REVIEWS_PAGE_SIZE,
          limit: REVIEWS_PAGE_SIZE,
          ...(stars === undefined ? {} : { ratings: String(stars) }),
          ...(showAll ? { showAll: 'true' } : {}),
        },
        signal,
      }),
    // The page being left stays on screen until the next one arrives: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });

export const appReviewsQuery = (limit = 3) =>
  queryOptions({
    queryKey: ['reviews', 'app', 'list', limit],
    queryFn: ({ signal }) =>
      adminClient.get<AppReviewPage>('/api/app-reviews', { query: { limit, minRating: 4 }, signal }),
  });

export const appReviewSummaryQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'app', 'summary'],
    queryFn: ({ signal }) => adminClient.get<AppReviewSummary>('/api/app-reviews/summary', { signal }),
  });

export interface ReviewDraft {
  rating: number;
  tasteNotes: string;
  customerName?: string;
  vintage: number | null;
}

/** POST: the signed-in customer's review of the wine (a second one edits theirs). */
export const submitWineReview = (masterWineId: string, draft: ReviewDraft) =>
  adminClient.post<WineReview>(wine(masterWineId), { body: draft });

/** Held reviews shown per page on the moderation screen. */
export const MODERATION_PAGE_SIZE = 20;

/** GET (moderators only): the reviews waiting for a moderator, the longest waiting first. */
export const moderationQueueQuery = (page: number) =>
  queryOptions({
    queryKey: ['reviews', 'moderation', page],
    queryFn: ({ signal }) =>
      adminClient.get<ModerationQueuePage>('/api/moderation/reviews', {
        query: { offset: (page - 1) * MODERATION_PAGE_SIZE, limit: MODERATION_PAGE_SIZE },
        signal,
      }),
    // A 403 (not a moderator) will not change by asking again.
    retry: false,
  });

/** POST (moderators only): approve a held review, or reject it saying why. */
export const moderateReview = (reviewId: string, decision: ModerateReviewRequest) =>
  adminClient.post<ModeratedReview>(`/api/moderation/reviews/${encodeURIComponent(reviewId)}`, {
    body: decision,
  });
