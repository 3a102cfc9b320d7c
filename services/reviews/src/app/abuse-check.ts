import { BURST_WINDOW_MINUTES, holdReason, SAME_WORDS_WINDOW_DAYS } from '../domain/abuse-rule.ts';
import { reviewTextKey } from '../domain/review-text-key.ts';
import type { ReviewReader } from '../read/review-reader.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Applies the abuse rule to a review about to be written, from the reviews read model. The read
 * model may be a moment behind the log, so a burst sent all at once can slip a review or two
 * past the burst count: the rule is a tripwire for a moderator, not a wall (docs/reviews.md).
 */
export async function abuseHold(
  reader: ReviewReader,
  customerId: string,
  text: string,
  now: Date,
): Promise<string | null> {
  const textKey = reviewTextKey(text);
  const [sameWordsElsewhere, writtenRecently] = await Promise.all([
    reader.sameWordsElsewhere(textKey, customerId, new Date(now.getTime() - SAME_WORDS_WINDOW_DAYS * DAY)),
    reader.writtenSince(customerId, new Date(now.getTime() - BURST_WINDOW_MINUTES * MINUTE)),
  ]);
  return holdReason({ textKey, sameWordsElsewhere, writtenRecently });
}
