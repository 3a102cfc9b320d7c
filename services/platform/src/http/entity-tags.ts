import { createHash } from 'node:crypto';

/** A strong entity tag for these bytes: 128 bits of their SHA-256, quoted. */
export const strongEtag = (body: Uint8Array): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Whether If-None-Match names `etag` (or is `*`): the client holds the answer already. Compared
 * weakly, as RFC 9110 has it for If-None-Match: a `W/` tag matches too.
 */
export function holdsAnswer(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const trimmed = ifNoneMatch.trim();
  if (trimmed === '*') return true;
  return trimmed.split(',').some((tag) => {
    const plain = tag.trim();
    return (plain.startsWith('W/') ? plain.slice(2) : plain) === etag;
  });
}
