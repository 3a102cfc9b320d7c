import { z } from 'zod';
import { MasterWineId } from '../catalog/catalog-ids.ts';
import { booleanParam, limitParam, listParam, offsetParam } from '../catalog/query-params.ts';
import { UserId } from '../identity/identity-events.ts';
import { Rating } from '../rating.ts';
import {
  AppReviewText,
  CustomerName,
  ModerationReason,
  ReviewStatus,
  TasteNotes,
  Vintage,
} from './review-fields.ts';

/** Spec section 9: reviews are paged by offset and limit. */
export const REVIEWS_DEFAULT_LIMIT = 10;
export const REVIEWS_MAX_LIMIT = 50;

/** Shown when the author gave no name. */
export const DEFAULT_REVIEWER_NAME = 'Customer';

/** Query-string stars ('4' or 4): a whole number 1 to 5. */
const RatingParam = z.coerce.number().pipe(Rating);

const author = {
  /** Optional; when given it must be the caller's own id (the author is the bearer token's). */
  customerId: UserId.optional(),
  customerName: CustomerName.default(DEFAULT_REVIEWER_NAME),
};

const wineReviewFields = {
  rating: Rating,
  tasteNotes: TasteNotes.default(''),
  vintage: Vintage.default(null),
  /** Spec section 3: approved defaults to true for wine reviews; false asks for moderation first. */
  approved: z.boolean().default(true),
  /** The author says they were given something for writing it (shown as a label). */
  writtenForReward: z.boolean().default(false),
};

/** POST /api/master-wine/{id}/reviews: the caller's review of the wine (a second one edits it). */
export const WineReviewRequest = z
  .object({ ...author, ...wineReviewFields })
  .strict()
  .meta({ id: 'WineReviewRequest' });
export type WineReviewRequest = z.input<typeof WineReviewRequest>;

/** POST /fn/rateMasterWine (spec section 7): the same review, the wine named in the body. */
export const RateMasterWineRequest = z
  .object({ ...author, customerId: UserId, masterWineId: MasterWineId, ...wineReviewFields })
  .strict()
  .meta({ id: 'RateMasterWineRequest' });
export type RateMasterWineRequest = z.input<typeof RateMasterWineRequest>;

/** POST /api/app-reviews (spec section 7): rating, review, customerId, customerName, original. */
export const AppReviewRequest = z
  .object({
    ...author,
    rating: Rating,
    review: AppReviewText,
    /** The author's own words as first written here (not imported or translated). */
    original: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'AppReviewRequest' });
export type AppReviewRequest = z.input<typeof AppReviewRequest>;

export const MasterWineParams = z.object({ id: MasterWineId });

const paging = { offset: offsetParam, limit: limitParam(REVIEWS_DEFAULT_LIMIT, REVIEWS_MAX_LIMIT) };
const starFilters = {
  minRating: RatingParam.optional(),
  /** Only these stars (`5,4` or the key repeated); with minRating both apply. */
  ratings: listParam(RatingParam).optional(),
};

/** GET /api/master-wine/{id}/reviews: offset, limit, showAll, minRating (and ratings, for the star filter). */
export const WineReviewListQuery = z.object({
  ...paging,
  ...starFilters,
  /** Adds the caller's own reviews that are not approved (pending or rejected); nobody else's. */
  showAll: booleanParam.default(false),
});
export type WineReviewListQuery = z.infer<typeof WineReviewListQuery>;

/** GET /api/app-reviews: offset, limit, minRating. */
export const AppReviewListQuery = z.object({ ...paging, minRating: RatingParam.optional() });
export type AppReviewListQuery = z.infer<typeof AppReviewListQuery>;

/** GET /api/reviews: offset, limit, ratings or minRating; app and wine reviews together. */
export const ReviewListQuery = z.object({ ...paging, ...starFilters });
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

const at = z.iso.datetime({ offset: true });

const reviewFields = {
  id: z.uuid(),
  rating: Rating,
  customerId: UserId,
  customerName: z.string(),
  createdAt: at,
  /** When the author last wrote it (createdAt when never edited). */
  updatedAt: at,
  approved: z.boolean(),
  status: ReviewStatus,
  /**
   * Why a moderator rejected it: only on the caller's own rejected review (a list with
   * `showAll`), never on anyone else's.
   */
  moderationReason: z.string().optional(),
};

export const WineReview = z
  .object({
    ...reviewFields,
    kind: z.literal('wine'),
    masterWineId: MasterWineId,
    vintage: Vintage,
    tasteNotes: z.string(),
    /** The author bought this wine here (from the orders' events, never from the browser). */
    verifiedBuyer: z.boolean(),
    writtenForReward: z.boolean(),
  })
  .meta({ id: 'WineReview' });
export type WineReview = z.infer<typeof WineReview>;

export const AppReview = z
  .object({ ...reviewFields, kind: z.literal('app'), review: z.string(), original: z.boolean() })
  .meta({ id: 'AppReview' });
export type AppReview = z.infer<typeof AppReview>;

export const AnyReview = z.discriminatedUnion('kind', [WineReview, AppReview]).meta({ id: 'Review' });
export type AnyReview = z.infer<typeof AnyReview>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ reviews: z.array(item), total: z.int().min(0), offset: z.int().min(0), limit: z.int().min(1) });

/** Newest first. `total` counts what the same filters match. */
export const WineReviewPage = page(WineReview).meta({ id: 'WineReviewPage' });
export type WineReviewPage = z.infer<typeof WineReviewPage>;
export const AppReviewPage = page(AppReview).meta({ id: 'AppReviewPage' });
export type AppReviewPage = z.infer<typeof AppReviewPage>;
export const ReviewPage = page(AnyReview).meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof ReviewPage>;

/** How many approved reviews gave each number of stars, 5 down to 1 (every star present). */
export const RatingCounts = z.array(z.object({ rating: Rating, count: z.int().min(0) }));
export type RatingCounts = z.infer<typeof RatingCounts>;

const wineFigures = {
  /** Mean stars of the approved reviews, to 2 decimals; 0 with none. */
  avgRating: z.number().min(0).max(5),
  totalReviews: z.int().min(0),
  ratingCounts: RatingCounts,
};

/** GET /api/master-wine/{id}/reviews/summary: the wine, and each vintage reviewed (a 2015 and a 2022 are different bottles). */
export const WineReviewSummary = z
  .object({
    masterWineId: MasterWineId,
    ...wineFigures,
    vintages: z.array(z.object({ vintage: Vintage, ...wineFigures })),
  })
  .meta({ id: 'WineReviewSummary' });
export type WineReviewSummary = z.infer<typeof WineReviewSummary>;

/** GET /api/app-reviews/summary (spec section 3's review summary). */
export const AppReviewSummary = z
  .object({
    averageRating: z.number().min(0).max(5),
    totalReviews: z.int().min(0),
    /** Customers with an approved app review (one review per customer, so equal to totalReviews). */
    totalCustomers: z.int().min(0),
    /** Approved reviews per star, keys '1' to '5'. */
    ratingDistribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.int().min(0)),
    fiveStarCount: z.int().min(0),
  })
  .meta({ id: 'AppReviewSummary' });
export type AppReviewSummary = z.infer<typeof AppReviewSummary>;

/** GET /api/moderation/reviews: the reviews waiting for a moderator, oldest first. */
export const ModerationQueueQuery = z.object({ ...paging });
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

/** A review waiting for a moderator, and why the abuse rule held it (null: its author asked). */
export const HeldReview = z
  .object({ review: AnyReview, heldFor: z.string().nullable() })
  .meta({ id: 'HeldReview' });
export type HeldReview = z.infer<typeof HeldReview>;

export const ModerationQueuePage = page(HeldReview).meta({ id: 'ModerationQueuePage' });
export type ModerationQueuePage = z.infer<typeof ModerationQueuePage>;

export const ReviewIdParams = z.object({ reviewId: z.uuid() });

/** POST /api/moderation/reviews/{reviewId}: approve it, or reject it saying why. */
export const ModerateReviewRequest = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('approved') }).strict(),
    z.object({ status: z.literal('rejected'), reason: ModerationReason }).strict(),
  ])
  .meta({ id: 'ModerateReviewRequest' });
export type ModerateReviewRequest = z.infer<typeof ModerateReviewRequest>;

/** The review as moderated. */
export const ModeratedReview = z
  .object({ id: z.uuid(), status: ReviewStatus, reason: z.string().nullable() })
  .meta({ id: 'ModeratedReview' });
export type ModeratedReview = z.infer<typeof ModeratedReview>;
