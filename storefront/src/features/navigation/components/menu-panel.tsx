import { useEffect, useRef } from 'react';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { groupShortcuts } from '../group-shortcuts.ts';
import type { Shortcut } from '../shortcuts.ts';
import { ShortcutIcon } from './shortcut-icon.tsx';
import { ShortcutText } from './shortcut-text.tsx';
import styles from './site-header.module.css';

/** Every shortcut the visitor may use, grouped; the narrow-screen stand-in for the header bar. */
export function MenuPanel({
  id,
  shortcuts,
  onClose,
}: {
  id: string;
  shortcuts: readonly Shortcut[];
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      // Back to the button that opened it, so keyboard users keep their place.
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    // A press anywhere else closes it, except on the toggle, which closes it by itself.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (panel.current?.contains(target) || target.closest(`[aria-controls="${id}"]`)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [id, onClose]);

  return (
    <nav id={id} ref={panel} className={styles.menu} aria-label="Menu">
      {groupShortcuts(shortcuts).map((group) => (
        <section key={group.category} className={styles.menuGroup}>
          <h2 className={styles.menuHeading}>{group.category}</h2>
          <ul>
            {group.shortcuts.map((shortcut) => (
              <li key={shortcut.href}>
                <HrefLink href={shortcut.href} className={styles.menuLink}>
                  <ShortcutIcon name={shortcut.icon} className={styles.menuIcon} />
                  <ShortcutText shortcut={shortcut} />
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
