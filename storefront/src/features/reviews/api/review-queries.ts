import { keepPreviousData, queryOptions } from '@tanstack/react-query';
// Types only, as the shop's queries: the answers' schemas would bring classic zod to the first page.
import type {
  AppReviewPage,
  AppReviewSummary,
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
