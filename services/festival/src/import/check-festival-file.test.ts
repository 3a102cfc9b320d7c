import { describe, expect, it } from 'vitest';
import { checkFestivalFile } from './check-festival-file.ts';

const good = {
  festivalId: 'autumn-festival-2025',
  name: 'Autumn Festival',
  venue: 'The Old Truman Brewery, London',
  startsAt: '2025-10-30T10:00:00.000Z',
  endsAt: '2025-10-31T23:59:59.999Z',
  ticketTypes: [{ ticketTypeId: 'general', name: 'General', capacity: 500, pricePence: 0, tokens: 10 }],
  wines: [{ wineProductId: 'wine-0001', tokenCost: 2 }],
};
const file = (...festivals: unknown[]) => JSON.stringify({ festivals });

describe('a festival file', () => {
  it('is read whole when every row is right', () => {
    const checked = checkFestivalFile(file(good));
    expect(checked.ok && checked.festivals.map((f) => [f.festivalId, f.details.description])).toEqual([
      ['autumn-festival-2025', ''],
    ]);
  });

  it('is refused with every bad row listed, each with all its problems', () => {
    const checked = checkFestivalFile(
      file(
        good,
        { ...good, festivalId: 'Bad Id', endsAt: '2025-10-29T00:00:00.000Z' },
        {
          ...good,
          festivalId: 'spring',
          ticketTypes: [{ ...good.ticketTypes[0], capacity: -1, pricePence: 1.5 }],
        },
        { ...good, festivalId: 'autumn-festival-2025', wines: [good.wines[0], good.wines[0]], colour: 'red' },
      ),
    );
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems.map((p) => `${p.index}: ${p.reason}`);
    expect(problems).toEqual([
      expect.stringMatching(/^1: festivalId: use 1-64 lower-case/),
      '1: endsAt: must be after startsAt',
      expect.stringMatching(/^2: ticketTypes\.0\.capacity: /),
      expect.stringMatching(/^2: ticketTypes\.0\.pricePence: /),
      expect.stringMatching(/^3: .*colour/),
      '3: wines.1.wineProductId: is listed twice',
    ]);
  });

  it('names a festival id used twice', () => {
    const checked = checkFestivalFile(file(good, { ...good, name: 'Again' }));
    expect(checked.ok ? [] : checked.problems).toEqual([
      { index: 1, reason: 'festivalId autumn-festival-2025 is already used by festivals[0]' },
    ]);
  });

  it('that is not JSON says so', () => expect(checkFestivalFile('{"festivals": [').ok).toBe(false));
});
