import { isValidRating } from '@wine/contracts/rating';
import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';
import { ReviewRuleError } from './review-rule-error.ts';

export function assertRating(rating: number): void {
  if (!isValidRating(rating)) throw new ReviewRuleError('rating', 'must be a whole number from 1 to 5');
}

/**
 * The status a review takes when its author writes it: held (the abuse rule) or asked to wait
 * (`approved: false`) makes it pending; a rejected review written again goes back to the
 * moderator; otherwise it is approved (spec: approved by default for wine reviews).
 */
export function statusOnWriting(
  before: ReviewStatus | null,
  { approved, heldFor }: { approved: boolean; heldFor: string | null },
): ReviewStatus {
  if (heldFor !== null || !approved || before === 'rejected' || before === 'pending') return 'pending';
  return 'approved';
}

/**
 * The reason a moderation records: a rejection must say why (kept on the event, an account of
 * every rejection); any other status carries none.
 */
export function moderationReason(status: ReviewStatus, reason: string | null): string | null {
  if (status !== 'rejected') return null;
  const said = reason?.trim() ?? '';
  if (said === '') throw new ReviewRuleError('reason', 'a rejection says why');
  return said;
}
