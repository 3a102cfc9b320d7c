import { describe, expect, it } from 'vitest';
import { isOnList, withoutWine, withWine } from './wishlist-change.ts';

const older = { wineProductId: 'wine-0001', addedAt: '2025-03-01T10:00:00.000Z' };
const newer = { wineProductId: 'wine-0002', addedAt: '2025-03-02T10:00:00.000Z' };

describe('changing a wishlist in place', () => {
  it('puts a newly saved wine first, and leaves one already saved where it is', () => {
    expect(withWine({ items: [older] }, newer)).toEqual({ items: [newer, older] });
    const list = { items: [newer, older] };
    expect(withWine(list, { ...older, addedAt: '2025-03-09T10:00:00.000Z' })).toBe(list);
  });

  it('takes a wine off, and knows what is on it', () => {
    const list = withoutWine({ items: [newer, older] }, 'wine-0002');
    expect(list).toEqual({ items: [older] });
    expect(isOnList(list, 'wine-0001')).toBe(true);
    expect(isOnList(list, 'wine-0002')).toBe(false);
    expect(isOnList(undefined, 'wine-0001')).toBe(false);
  });
});
