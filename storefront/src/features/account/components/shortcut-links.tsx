import { Link } from '@tanstack/react-router';
import styles from './account.module.css';

type AccountPath = '/account/orders' | '/account/wishlist' | '/dashboard' | '/drop' | '/shop';

export interface AccountLink {
  to: AccountPath;
  title: string;
  text: string;
}

/** The account's other pages as large, labelled tiles. */
export function ShortcutLinks({ label, links }: { label: string; links: readonly AccountLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              <span className={styles.linkTitle}>{link.title}</span>
              <span className={styles.linkText}>{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
