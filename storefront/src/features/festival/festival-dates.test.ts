import { describe, expect, it } from 'vitest';
import { festivalPhase, festivalWhen } from './festival-dates.ts';

const festival = { startsAt: '2025-10-30T10:00:00.000Z', endsAt: '2025-10-31T23:59:59.999Z' };

describe('when a festival is', () => {
  it('reads in UK time', () =>
    expect(festivalWhen(festival.startsAt, festival.endsAt)).toBe(
      'Thu, 30 Oct 2025, 10:00 – Fri, 31 Oct 2025, 23:59',
    ));
  it('is upcoming, on, then ended after its last millisecond', () => {
    expect(festivalPhase(festival, Date.parse('2025-10-30T09:59:59Z'))).toBe('upcoming');
    expect(festivalPhase(festival, Date.parse(festival.endsAt))).toBe('on');
    expect(festivalPhase(festival, Date.parse(festival.endsAt) + 1)).toBe('ended');
  });
});
