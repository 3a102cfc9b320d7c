import type { Marked } from '@wine/contracts/content/search';

/** What ts_headline puts around a hit: two control characters no text of ours holds. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** Text marked by ts_headline, cut into pieces the storefront shows with <mark>. */
export function markedOf(text: string): Marked {
  const pieces: Marked = [];
  let hit = false;
  let rest = text;
  while (rest.length > 0) {
    const at = rest.indexOf(hit ? HIT_END : HIT_START);
    const part = at === -1 ? rest : rest.slice(0, at);
    if (part) pieces.push({ text: part, hit });
    if (at === -1) break;
    rest = rest.slice(at + 1);
    hit = !hit;
  }
  return pieces;
}
