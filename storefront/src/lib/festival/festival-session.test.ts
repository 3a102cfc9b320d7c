import { describe, expect, it } from 'vitest';
import { isFestivalSession } from './festival-session.ts';

const userId = '5f0c6d1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const data = (isActive: boolean, attendee: boolean) => ({
  festival: { isActive },
  festivalUser: attendee ? { userId } : null,
});

describe('a festival session', () => {
  it('is a signed-in festival user while the festival is active', () => {
    expect(isFestivalSession(true, data(true, true))).toBe(true);
    expect(isFestivalSession(false, data(true, true))).toBe(false);
    expect(isFestivalSession(true, data(false, true))).toBe(false);
    expect(isFestivalSession(true, data(true, false))).toBe(false);
    expect(isFestivalSession(true, undefined)).toBe(false);
  });
});
