import type { Shortcut } from '../shortcuts.ts';
import styles from './shortcut-text.module.css';

/**
 * A shortcut's title with its badge, and its description under it: the same words in the menu
 * and on the home page's cards. `className` styles the whole; `strong` sets the title bolder.
 */
export function ShortcutText({
  shortcut,
  className,
  strong = false,
}: {
  shortcut: Shortcut;
  className?: string;
  strong?: boolean;
}) {
  return (
    <span className={className}>
      <span className={styles.title} data-strong={strong}>
        {shortcut.title}
        {shortcut.badge ? (
          <span className={styles.badge} data-variant={shortcut.badge.variant}>
            {shortcut.badge.text}
          </span>
        ) : null}
      </span>
      <span className={styles.description}>{shortcut.description}</span>
    </span>
  );
}
