import { Link, useRouterState } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { APP_TITLE } from '../../../config/app-config.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { menuOpenAtom } from '../atoms.ts';
import { headerShortcuts } from '../group-shortcuts.ts';
import { SHORTCUTS } from '../shortcuts.ts';
import { visibleShortcuts } from '../visible-shortcuts.ts';
import { ShortcutIcon } from './shortcut-icon.tsx';
import styles from './site-header.module.css';

// Links the bar holds between 1024 and 1100 px beside the brand and the buttons; a guest's bar
// has exactly this many, a signed-in person's more.
const TABLET_HEADER_LINKS = 4;

// Only a tap on "Menu" shows the panel: it loads then, not with the first page.
const MenuPanel = lazy(() => import('./menu-panel.tsx').then((module) => ({ default: module.MenuPanel })));

/**
 * cartBadge: the cart's count; search: the one search box. Both composed by the root route
 * (features do not import each other).
 */
export function SiteHeader({ cartBadge, search }: { cartBadge?: ReactNode; search?: ReactNode }) {
  const { signedIn } = useSession();
  const openLogin = useSetAtom(loginPromptAtom);
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
            {headerShortcuts(shortcuts).map((shortcut, index) => (
              <li key={shortcut.href} className={index >= TABLET_HEADER_LINKS ? styles.navExtra : undefined}>
                <HrefLink href={shortcut.href} className={styles.navLink}>
                  {shortcut.title}
                </HrefLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {signedIn ? (
            <Link to="/account" className={styles.iconButton}>
              <ShortcutIcon name="user" className={styles.icon} />
              <span className={styles.iconLabel}>Account</span>
            </Link>
          ) : (
            <>
              <Link to="/signup" className={styles.join}>
                Join free
              </Link>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => openLogin({ open: true, returnTo: undefined })}
              >
                <ShortcutIcon name="user" className={styles.icon} />
                <span className={styles.iconLabel}>Sign in</span>
              </button>
            </>
          )}
          <Link to="/cart" className={`${styles.iconButton} ${styles.cartLink}`}>
            <ShortcutIcon name="cart" className={styles.icon} />
            <span className={styles.iconLabel}>Cart</span>
            {cartBadge}
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
      {search ? <div className={styles.search}>{search}</div> : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuPanel id="site-menu" shortcuts={shortcuts} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
