import type { Shortcut } from './shortcuts.ts';

/**
 * Spec section 2: signed-out people see only shortcuts that need no sign-in; signed-in people
 * see them all. Either way they come in `order` (ties keep their listed order).
 */
export function visibleShortcuts(shortcuts: readonly Shortcut[], signedIn: boolean): Shortcut[] {
  return shortcuts
    .filter((shortcut) => signedIn || !shortcut.requiresAuth)
    .toSorted((a, b) => a.order - b.order);
}
