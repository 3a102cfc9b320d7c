import { describe, expect, it } from 'vitest';
import { SHORTCUTS, type Shortcut } from './shortcuts.ts';
import { visibleShortcuts } from './visible-shortcuts.ts';

const shortcut = (title: string, order: number, requiresAuth: boolean): Shortcut => ({
  title,
  description: '',
  href: `/${title}`,
  icon: 'bottle',
  category: 'Shopping',
  isFeature: false,
  requiresAuth,
  order,
});

const list = [shortcut('drop', 3, true), shortcut('shop', 2, false), shortcut('journal', 1, false)];

describe('visibleShortcuts', () => {
  it('hides the ones that need sign-in from signed-out people', () => {
    expect(visibleShortcuts(list, false).map((s) => s.title)).toEqual(['journal', 'shop']);
  });

  it('shows everything, in order, to signed-in people', () => {
    expect(visibleShortcuts(list, true).map((s) => s.title)).toEqual(['journal', 'shop', 'drop']);
  });

  it('keeps the listed order for equal `order` values', () => {
    const tied = [shortcut('b', 1, false), shortcut('a', 1, false)];
    expect(visibleShortcuts(tied, false).map((s) => s.title)).toEqual(['b', 'a']);
  });

  it('does not change the list it is given', () => {
    const copy = [...list];
    visibleShortcuts(list, true);
    expect(list).toEqual(copy);
  });

  it('keeps the sign-in-only pages of the spec away from guests', () => {
    const guestHrefs = visibleShortcuts(SHORTCUTS, false).map((s) => s.href);
    for (const href of ['/drop', '/account', '/account/orders', '/dashboard', '/shop?category=investment']) {
      expect(guestHrefs).not.toContain(href);
    }
    expect(guestHrefs).toContain('/shop');
  });
});
