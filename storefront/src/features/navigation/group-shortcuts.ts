import type { Shortcut, ShortcutCategory } from './shortcuts.ts';

// The order categories appear in menus: buying first, help last.
const CATEGORY_ORDER: readonly ShortcutCategory[] = [
  'Featured',
  'Shopping',
  'Learning',
  'Account',
  'Support',
];

/** Already-visible shortcuts by category, empty categories left out, each keeping its order. */
export function groupShortcuts(shortcuts: readonly Shortcut[]) {
  return CATEGORY_ORDER.map((category) => ({
    category,
    shortcuts: shortcuts.filter((shortcut) => shortcut.category === category),
  })).filter((group) => group.shortcuts.length > 0);
}

/**
 * The few that earn a place in the header bar on wide screens: where the wine is, and the first
 * of Learning (the journal, which leads to the rest; the menu lists them all).
 */
export function headerShortcuts(shortcuts: readonly Shortcut[]) {
  const firstLearning = shortcuts.find((shortcut) => shortcut.category === 'Learning');
  return shortcuts.filter(
    (shortcut) =>
      (shortcut.category === 'Featured' || shortcut.category === 'Shopping' || shortcut === firstLearning) &&
      shortcut.icon !== 'cart',
  );
}
