/** What the lexicon says of one word of a query. */
export interface Correction {
  /** The lexicon has it as it is. */
  known: boolean;
  /** The most similar word it has (pg_trgm), when one is similar enough. */
  nearest: string | null;
  /** Some longer word starts with it: it may be a word still being typed. */
  extends: boolean;
}

/** The fewest letters a word being typed is matched as a prefix from. */
export const MIN_PREFIX = 3;

export interface QueryPlan {
  /** For websearch_to_tsquery: the query, normalised, slips corrected, the word being typed left out. */
  websearch: string;
  /** The word being typed, matched as a prefix (letters and digits only). */
  prefix: string | null;
  /** What was searched for when a word was corrected, else null. */
  searchedFor: string | null;
}

/**
 * Plans a query from what the lexicon says of its words. A known word stays; the last word, while
 * typed (no space after it), is a prefix when longer words start with it; any other unknown word
 * becomes its nearest known word. Quotes, `or` and `-word` stay as websearch_to_tsquery reads them.
 */
export function plannedQuery(
  q: string,
  lexicon: Map<string, Correction>,
  typing: boolean,
): QueryPlan | undefined {
  const text = q
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const words = [...text.matchAll(/[a-z0-9]+/g)];
  const last = words.at(-1);
  let prefix: string | null = null;
  let corrected = false;
  let websearch = '';
  let shown = '';
  let from = 0;
  for (const match of words) {
    const word = match[0];
    const before = text.slice(from, match.index);
    from = match.index + word.length;
    const found = lexicon.get(word);
    if (match === last && typing && word !== 'or' && !found?.known) {
      // Too short to say much yet ("ma" is half the catalogue): wait for the next letter.
      if (word.length < MIN_PREFIX) {
        shown += before + word;
        continue;
      }
      if (found?.extends || !found?.nearest) {
        prefix = word;
        shown += before + word;
        continue;
      }
    }
    const replacement = word !== 'or' && found && !found.known && found.nearest ? found.nearest : word;
    if (replacement !== word) corrected = true;
    websearch += before + replacement;
    shown += before + replacement;
  }
  websearch += text.slice(from);
  websearch = websearch.trim();
  if (!/[a-z0-9]/.test(websearch) && prefix === null) return undefined;
  return { websearch, prefix, searchedFor: corrected ? shown.trim() : null };
}
