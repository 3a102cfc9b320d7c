import { Link, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { APP_TITLE } from '../../../config/app-config.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { menuOpenAtom } from '../atoms.ts';
import { headerShortcuts } from '../group-shortcuts.ts';
import { SHORTCUTS } from '../shortcuts.ts';
import { visibleShortcuts } from '../visible-shortcuts.ts';
import { MenuPanel } from './menu-panel.tsx';
import { ShortcutIcon } from './shortcut-icon.tsx';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { signedIn } = useSession();
  const shortcuts = visibleShortcuts(SHORTCUTS, signedIn);
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom);
  const href = useRouterState({ select: (state) => state.location.href });
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

  // Any navigation, from the menu or elsewhere, closes the menu.
  useEffect(() => {
    if (href) setMenuOpen(false);
  }, [href, setMenuOpen]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
            <path d="M11 6h10v5c0 3-2 5-5 5.6V23h3.5v2.5h-9V23H14v-6.4C11 16 11 14 11 11z" />
          </svg>
          {APP_TITLE}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul>
            {headerShortcuts(shortcuts).map((shortcut) => (
              <li key={shortcut.href}>
                <HrefLink href={shortcut.href} className={styles.navLink}>
                  {shortcut.title}
                </HrefLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {signedIn ? null : (
            <Link to="/signup" className={styles.join}>
              Join free
            </Link>
          )}
          <Link to="/cart" className={styles.iconButton}>
            <ShortcutIcon name="cart" className={styles.icon} />
            <span className={styles.iconLabel}>Cart</span>
          </Link>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
            <span className={styles.iconLabel}>Menu</span>
          </button>
        </div>
      </div>
      {menuOpen ? <MenuPanel id="site-menu" shortcuts={shortcuts} onClose={closeMenu} /> : null}
    </header>
  );
}
