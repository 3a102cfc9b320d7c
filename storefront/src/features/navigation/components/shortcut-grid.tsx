import { HrefLink } from '../../../components/ui/href-link.tsx';
import type { Shortcut } from '../shortcuts.ts';
import styles from './shortcut-grid.module.css';
import { ShortcutIcon } from './shortcut-icon.tsx';
import { ShortcutText } from './shortcut-text.tsx';

/** The visitor's shortcuts as cards, for the home page's "Explore" section. */
export function ShortcutGrid({ shortcuts, label }: { shortcuts: readonly Shortcut[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.href}>
          <HrefLink href={shortcut.href} className={styles.card} data-feature={shortcut.isFeature}>
            <ShortcutIcon name={shortcut.icon} className={styles.icon} />
            <ShortcutText shortcut={shortcut} className={styles.text} strong />
          </HrefLink>
        </li>
      ))}
    </ul>
  );
}
