import { describe, expect, it } from 'vitest';
import { groupShortcuts, headerShortcuts } from './group-shortcuts.ts';
import { SHORTCUTS } from './shortcuts.ts';
import { visibleShortcuts } from './visible-shortcuts.ts';

describe('groupShortcuts', () => {
  it('groups a guest menu by category and leaves out empty ones', () => {
    const groups = groupShortcuts(visibleShortcuts(SHORTCUTS, false));
    expect(groups.map((group) => group.category)).toEqual(['Shopping', 'Learning', 'Support']);
  });

  it('keeps each group in order', () => {
    const shopping = groupShortcuts(visibleShortcuts(SHORTCUTS, true)).find((g) => g.category === 'Shopping');
    const orders = shopping?.shortcuts.map((s) => s.order) ?? [];
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('headerShortcuts', () => {
  it('keeps the wine destinations and leaves the cart, account and help to their own places', () => {
    const titles = headerShortcuts(visibleShortcuts(SHORTCUTS, false)).map((s) => s.title);
    expect(titles).toEqual(['Shop all wines', 'Red wines', 'White wines', 'Journal']);
  });
});
