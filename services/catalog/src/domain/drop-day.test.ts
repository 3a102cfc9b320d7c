import { describe, expect, it } from 'vitest';
import { addDays, dropDateAt, dropWindow } from './drop-day.ts';

describe('drop days follow the UK calendar', () => {
  it('runs midnight to midnight GMT in winter', () =>
    expect(dropWindow('2025-01-15')).toEqual({
      startsAt: new Date('2025-01-15T00:00:00.000Z'),
      endsAt: new Date('2025-01-16T00:00:00.000Z'),
    }));

  it('runs 23:00 to 23:00 UTC in British Summer Time', () =>
    expect(dropWindow('2025-07-01')).toEqual({
      startsAt: new Date('2025-06-30T23:00:00.000Z'),
      endsAt: new Date('2025-07-01T23:00:00.000Z'),
    }));

  it('is 23 hours long when the clocks go forward and 25 when they go back', () => {
    const spring = dropWindow('2025-03-30');
    expect(spring).toEqual({
      startsAt: new Date('2025-03-30T00:00:00.000Z'),
      endsAt: new Date('2025-03-30T23:00:00.000Z'),
    });
    const autumn = dropWindow('2025-10-26');
    expect(autumn).toEqual({
      startsAt: new Date('2025-10-25T23:00:00.000Z'),
      endsAt: new Date('2025-10-27T00:00:00.000Z'),
    });
  });

  it('dates an instant by the UK calendar', () => {
    expect(dropDateAt(new Date('2025-07-01T22:59:59.999Z'))).toBe('2025-07-01');
    expect(dropDateAt(new Date('2025-07-01T23:00:00.000Z'))).toBe('2025-07-02');
    expect(dropDateAt(new Date('2025-12-31T23:59:59.000Z'))).toBe('2025-12-31');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
