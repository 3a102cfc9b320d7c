import { z } from 'zod';
import { MasterWineId } from '../catalog/catalog-ids.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
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

// Streams: `reviews/wine/<masterWineId>~<customerId>` (one customer's review of one wine: one per
// customer per wine, a second submission edits it) and `reviews/app/<customerId>` (one customer's
// review of the app).

const at = z.iso.datetime({ offset: true });

/**
 * What a review adds to the figures (averages, distributions, counts): its stars and vintage
 * while it is approved and not deleted, else null. Every review event carries what the review
 * counted before it and after it, so a summary moves by the difference without reading anything.
 */
export const WineReviewCounted = z.object({ rating: Rating, vintage: Vintage }).nullable();
export type WineReviewCounted = z.infer<typeof WineReviewCounted>;

const wineReviewContent = {
  reviewId: z.uuid(),
  masterWineId: MasterWineId,
  customerId: UserId,
  customerName: CustomerName,
  rating: Rating,
  tasteNotes: TasteNotes,
  vintage: Vintage,
  /** The author was given something for writing it (DMCC Act 2024): shown as a label. */
  writtenForReward: z.boolean(),
  status: ReviewStatus,
  /** Why the abuse rule held it for moderation; null when it did not. */
  heldFor: z.string().max(200).nullable(),
  submittedAt: at,
};

export const WineReviewSubmitted = defineEvent(
  'WineReviewSubmitted',
  z.object({ ...wineReviewContent, counted: WineReviewCounted, countedBefore: WineReviewCounted }),
);

/** The author wrote again: the whole review as it now reads replaces the last one everywhere. */
export const WineReviewEdited = defineEvent(
  'WineReviewEdited',
  z.object({
    ...wineReviewContent,
    editedAt: at,
    counted: WineReviewCounted,
    countedBefore: WineReviewCounted,
  }),
);

export const WineReviewDeleted = defineEvent(
  'WineReviewDeleted',
  z.object({
    reviewId: z.uuid(),
    masterWineId: MasterWineId,
    customerId: UserId,
    deletedAt: at,
    counted: z.null(),
    countedBefore: WineReviewCounted,
  }),
);

/** Why a moderator rejected it; null otherwise. Moderations recorded before reasons were kept read as none. */
const reason = ModerationReason.nullable().default(null);

export const WineReviewModerated = defineEvent(
  'WineReviewModerated',
  z.object({
    reviewId: z.uuid(),
    masterWineId: MasterWineId,
    customerId: UserId,
    status: ReviewStatus,
    reason,
    moderatedAt: at,
    counted: WineReviewCounted,
    countedBefore: WineReviewCounted,
  }),
);

/** What an app review adds to the app's summary: its stars while approved, else null. */
export const AppReviewCounted = z.object({ rating: Rating }).nullable();
export type AppReviewCounted = z.infer<typeof AppReviewCounted>;

/** The customer reviewed the app, or wrote their review again (one per customer). */
export const AppReviewWritten = defineEvent(
  'AppReviewWritten',
  z.object({
    reviewId: z.uuid(),
    customerId: UserId,
    customerName: CustomerName,
    rating: Rating,
    review: AppReviewText,
    /** The author's own words as first written here, not imported or translated. */
    original: z.boolean(),
    status: ReviewStatus,
    heldFor: z.string().max(200).nullable(),
    submittedAt: at,
    writtenAt: at,
    counted: AppReviewCounted,
    countedBefore: AppReviewCounted,
  }),
);

export const AppReviewModerated = defineEvent(
  'AppReviewModerated',
  z.object({
    reviewId: z.uuid(),
    customerId: UserId,
    status: ReviewStatus,
    reason,
    moderatedAt: at,
    counted: AppReviewCounted,
    countedBefore: AppReviewCounted,
  }),
);

/**
 * The app review is gone: its author's account was erased (docs/reviews.md, "Erasure"). It
 * leaves every figure and list.
 */
export const AppReviewDeleted = defineEvent(
  'AppReviewDeleted',
  z.object({
    reviewId: z.uuid(),
    customerId: UserId,
    deletedAt: at,
    counted: z.null(),
    countedBefore: AppReviewCounted,
  }),
);

/** The events of one `reviews/wine/...` stream. */
export const WineReviewEventEnvelope = eventUnion([
  WineReviewSubmitted,
  WineReviewEdited,
  WineReviewDeleted,
  WineReviewModerated,
]);
export type WineReviewEventEnvelope = z.infer<typeof WineReviewEventEnvelope>;
export type WineReviewEvent = NewEventOf<WineReviewEventEnvelope>;

/** The events of one `reviews/app/<customerId>` stream. */
export const AppReviewEventEnvelope = eventUnion([AppReviewWritten, AppReviewModerated, AppReviewDeleted]);
export type AppReviewEventEnvelope = z.infer<typeof AppReviewEventEnvelope>;
export type AppReviewEvent = NewEventOf<AppReviewEventEnvelope>;

export const WINE_REVIEW_EVENT_TYPES = WineReviewEventEnvelope.options.map((o) => o.shape.type.value);
export const APP_REVIEW_EVENT_TYPES = AppReviewEventEnvelope.options.map((o) => o.shape.type.value);
