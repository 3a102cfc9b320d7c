import type { WineDto } from '@wine/contracts/catalog/wine';
import { describe, expect, it } from 'vitest';
import { caseFillers } from './case-fillers.ts';

const wine = (id: string, bottleSize: WineDto['bottleSize'], inStock = true) =>
  ({ id, bottleSize, inStock }) as WineDto;

describe("today's wines that would fill a part case", () => {
  const drop = [
    wine('magnum', 'MAGNUM'),
    wine('gone', 'BOTTLE', false),
    wine('a', 'BOTTLE'),
    wine('b', 'HALF_BOTTLE'),
  ];

  it('leave out a magnum when fewer than 6 slots are free', () => {
    expect(caseFillers(drop, 5, 3).map((w) => w.id)).toEqual(['a', 'b']);
  });

  it('offer a magnum when it fits', () => {
    expect(caseFillers(drop, 6, 3).map((w) => w.id)).toEqual(['magnum', 'a', 'b']);
  });

  it('offer no more than asked for, and nothing sold out', () => {
    expect(caseFillers(drop, 12, 2).map((w) => w.id)).toEqual(['magnum', 'a']);
  });
});
