import { describe, expect, it } from 'vitest';
import { refreshVerdict } from './refresh-verdict.ts';

const now = new Date('2025-03-01T10:00:00.000Z');
const later = new Date('2025-03-31T10:00:00.000Z');
const earlier = new Date('2025-02-01T10:00:00.000Z');

describe('presenting a refresh token', () => {
  it('rotates a live token', () =>
    expect(refreshVerdict({ expiresAt: later, rotatedAt: null, revokedAt: null }, now)).toBe('rotate'));

  it('calls a rotated token reused, which revokes its family', () =>
    expect(refreshVerdict({ expiresAt: later, rotatedAt: earlier, revokedAt: null }, now)).toBe('reused'));

  it('refuses an unknown, revoked or expired token', () => {
    expect(refreshVerdict(undefined, now)).toBe('invalid');
    expect(refreshVerdict({ expiresAt: later, rotatedAt: earlier, revokedAt: earlier }, now)).toBe('invalid');
    expect(refreshVerdict({ expiresAt: now, rotatedAt: null, revokedAt: null }, now)).toBe('invalid');
  });
});
