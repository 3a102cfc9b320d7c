import { describe, expect, it } from 'vitest';
import { ageOn } from './customer-events.ts';

describe('ageOn', () => {
  const on = (iso: string) => new Date(iso);

  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(ageOn('2008-11-22', on('2026-11-22T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-23', on('2026-11-22T23:59:59Z'))).toBe(17);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2008-02-29', on('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01T00:00:00Z'))).toBe(18);
  });
});
