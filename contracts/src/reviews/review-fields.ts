import { z } from 'zod';

/** Moderation: only approved reviews are shown to others and count in any figure. */
export const ReviewStatus = z.enum(['approved', 'pending', 'rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** Text limits (docs/reviews.md): long enough for a proper tasting note, short enough to read. */
export const TASTE_NOTES_MAX_LENGTH = 2000;
export const APP_REVIEW_MAX_LENGTH = 2000;
export const CUSTOMER_NAME_MAX_LENGTH = 60;

/** The name shown beside a review, as its author chose it. */
export const CustomerName = z.string().trim().min(1).max(CUSTOMER_NAME_MAX_LENGTH);

/** A wine review's words; a rating alone (no words) is a review too, as on Vivino. */
export const TasteNotes = z.string().trim().max(TASTE_NOTES_MAX_LENGTH);

/** An app review needs words: stars alone say nothing about the app. */
export const AppReviewText = z.string().trim().min(1).max(APP_REVIEW_MAX_LENGTH);

/** The reviewed bottle's vintage; null for a non-vintage wine or when the author did not say. */
export const Vintage = z.int().min(1800).max(2100).nullable();

/** Why a moderator rejected a review, kept on the event and in the reviews read model. */
export const MODERATION_REASON_MAX_LENGTH = 500;
export const ModerationReason = z.string().trim().min(1).max(MODERATION_REASON_MAX_LENGTH);
