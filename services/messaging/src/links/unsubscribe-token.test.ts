import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const key = Buffer.from('k'.repeat(32));
const who = { userId: '0193a1b2-0000-7000-8000-000000000001', kind: 'backInStock' as const };

describe('an unsubscribe token', () => {
  it('names the person and the kind it was made for', () =>
    expect(readUnsubscribeToken(key, unsubscribeToken(key, who))).toEqual(who));

  it('is refused when any character of it was changed', () => {
    const token = unsubscribeToken(key, who);
    const otherKind = Buffer.from(JSON.stringify({ u: who.userId, k: 'hotSwapDeals' })).toString('base64url');
    expect(readUnsubscribeToken(key, `${otherKind}.${token.split('.')[1]}`)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(readUnsubscribeToken(key, `${token.slice(0, -1)}${last}`)).toBeNull();
    expect(readUnsubscribeToken(key, token.split('.')[0] ?? '')).toBeNull();
  });

  it('is refused when signed with another key', () =>
    expect(readUnsubscribeToken(Buffer.from('x'.repeat(32)), unsubscribeToken(key, who))).toBeNull());
});
