import { describe, expect, it } from 'vitest';
import { checkCatalogFile } from '../import/check-catalog-file.ts';
import { generateWines } from './synthetic-wines.ts';

describe('generateWines', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateWines(50, 7)).toEqual(generateWines(50, 7));
    expect(generateWines(50, 8)).not.toEqual(generateWines(50, 7));
  });

  it('makes wines an import accepts, with unique ids and slugs', () => {
    const wines = generateWines(2000, 1);
    const checked = checkCatalogFile(JSON.stringify({ wines }));
    expect(checked.ok ? [] : checked.problems.slice(0, 3)).toEqual([]);
    expect(new Set(wines.map((w) => w.slug)).size).toBe(2000);
  });

  it('keeps member prices at or below public prices and spreads stock over every level', () => {
    const wines = generateWines(2000, 1);
    expect(wines.every((w) => w.memberPricePence <= w.publicPricePence && w.memberPricePence > 0)).toBe(true);
    expect(wines.some((w) => w.stockLevel === 0)).toBe(true);
    expect(wines.some((w) => (w.stockLevel as number) > 60)).toBe(true);
  });
});
