/**
 * The deepest a JSON body may nest: every command this API takes nests a handful of levels, and
 * a body of brackets only (60 KiB nested 30,000 deep) cost 10 to 35 ms of CPU to parse, walk and
 * refuse (issue 28). Anything deeper is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether `text` nests objects and arrays deeper than `limit`, by one pass over its characters
 * (brackets inside strings do not count): no parse, no allocation, stops at the first level too
 * deep. Says nothing about whether the text is JSON; the parser that runs after it does.
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}
