import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout-destination.ts';

describe('logoutDestination', () => {
  it('is the home page, or the festival page in festival mode', () => {
    expect(logoutDestination(false)).toBe('/');
    expect(logoutDestination(true)).toBe('/festival');
  });
});
