import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pseudonym } from '@wine/contracts/analytics/analytics-pseudonym';
import { describe, expect, it } from 'vitest';
import { analyticsPseudonymKey, pseudonyms } from './pseudonyms.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const user = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('the pseudonyms on the analytics topics', () => {
  it('are stable for an id, so consumers join on them, and valid as the contracts say', () => {
    const of = pseudonyms(secret);
    expect(of.user(user)).toBe(pseudonyms(secret).user(user));
    expect(Pseudonym.safeParse(of.user(user)).success).toBe(true);
    expect(Pseudonym.safeParse(user).success).toBe(false);
  });

  it('depend on the key: without it nobody computes one from an id', () => {
    expect(pseudonyms(secret).user(user)).not.toBe(pseudonyms(`${secret}!`).user(user));
  });

  it('differ for a user and a device that happen to share an id', () => {
    const of = pseudonyms(secret);
    expect(of.user(user)).not.toBe(of.device(user));
  });
});

describe('ANALYTICS_PSEUDONYM_KEY', () => {
  it('must be set in production', () =>
    expect(() =>
      analyticsPseudonymKey({ NODE_ENV: 'production', ANALYTICS_PSEUDONYM_KEY: undefined }),
    ).toThrow('ANALYTICS_PSEUDONYM_KEY must be set in production'));

  it("is the install's own elsewhere: made once at random, the same on the next start", () => {
    const dir = mkdtempSync(join(tmpdir(), 'analytics-secrets-'));
    const first = analyticsPseudonymKey({ NODE_ENV: 'development', ANALYTICS_PSEUDONYM_KEY: undefined }, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(analyticsPseudonymKey({ NODE_ENV: 'test', ANALYTICS_PSEUDONYM_KEY: undefined }, dir)).toBe(first);
    const other = mkdtempSync(join(tmpdir(), 'analytics-secrets-'));
    expect(
      analyticsPseudonymKey({ NODE_ENV: 'development', ANALYTICS_PSEUDONYM_KEY: undefined }, other),
    ).not.toBe(first);
  });

  it('is the one set, where it is set', () =>
    expect(analyticsPseudonymKey({ NODE_ENV: 'production', ANALYTICS_PSEUDONYM_KEY: secret })).toBe(secret));
});
