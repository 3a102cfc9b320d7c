/**
 * The words of a review with case, punctuation and spacing taken out, so the abuse rule sees
 * "Lovely wine!!" and "lovely  wine" as the same text.
 */
export const reviewTextKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
