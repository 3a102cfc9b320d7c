import { Link } from '@tanstack/react-router';
import { APP_TITLE } from '../../../config/app-config.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{APP_TITLE}</p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/shop">Shop</Link>
            </li>
            <li>
              <Link to="/journal">Journal</Link>
            </li>
            <li>
              <Link to="/signup">Membership</Link>
            </li>
            <li>
              <Link to="/support">Help &amp; support</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.small}>
          Prices in GBP, including VAT. We sell only to adults aged 18 and over. Please drink responsibly.
        </p>
      </div>
    </footer>
  );
}
