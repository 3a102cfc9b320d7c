export const REVIEW_TRUNCATE_LENGTH = 150;

// One character (U+2026) rather than '...', so it cannot break across lines.
export const ELLIPSIS = '…';

/**
 * Shortens review text for display (spec section 5). Text of at most `max` characters is kept
 * whole; longer text is cut at the last word boundary within `max` characters, trailing spaces
 * dropped, and '…' appended (so the result is at most max + 1 characters). A single word
 * longer than `max` is cut at `max`.
 */
export function truncateReview(text: string, max: number = REVIEW_TRUNCATE_LENGTH): string {
  if (text.length <= max) return text;
  // Look one character past the limit: a space right after it means the cut falls on a boundary.
  const boundary = text.slice(0, max + 1).search(/\s\S*$/);
  let head = boundary > 0 ? text.slice(0, boundary) : text.slice(0, max);
  // Never leave half of a surrogate pair (emoji) at a hard cut.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return `${head.trimEnd()}${ELLIPSIS}`;
}
