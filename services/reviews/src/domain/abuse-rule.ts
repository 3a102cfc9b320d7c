/**
 * The simple abuse rule (docs/reviews.md): a review is held as pending for a moderator when
 * - its words (case, punctuation and spacing aside; at least SAME_WORDS_MIN_LENGTH characters, so
 *   "Lovely" from many people is not suspicious) match another account's review of the last
 *   SAME_WORDS_WINDOW_DAYS days, or
 * - its author already wrote or edited BURST_LIMIT reviews in the last BURST_WINDOW_MINUTES.
 */
export const SAME_WORDS_MIN_LENGTH = 20;
export const SAME_WORDS_WINDOW_DAYS = 30;
export const BURST_LIMIT = 5;
export const BURST_WINDOW_MINUTES = 10;

export const HELD_FOR_SAME_WORDS = 'the same words as a review from another account';
export const HELD_FOR_BURST = `more than ${BURST_LIMIT} reviews from one account within ${BURST_WINDOW_MINUTES} minutes`;

export interface AbuseSigns {
  /** The review's words, normalised (reviewTextKey). */
  textKey: string;
  /** Whether another account wrote the same words in the window. */
  sameWordsElsewhere: boolean;
  /** Reviews the author wrote or edited in the burst window, this one not included. */
  writtenRecently: number;
}

/** Why the review is held, or null when it is not. */
export function holdReason(signs: AbuseSigns): string | null {
  if (signs.writtenRecently >= BURST_LIMIT) return HELD_FOR_BURST;
  if (signs.textKey.length >= SAME_WORDS_MIN_LENGTH && signs.sameWordsElsewhere) return HELD_FOR_SAME_WORDS;
  return null;
}
