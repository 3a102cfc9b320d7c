import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page/use-page-title.ts';
import { buttonClass } from './button-variant.ts';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  lead: string;
  /** What the page will offer, so the placeholder is honest about what is missing. */
  coming: readonly string[];
}

/** Routes of the spec that later work builds: they say what is coming, and navigation never 404s. */
export function PlaceholderPage({ title, lead, coming }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <div className="page">
      <div className={styles.wrap}>
        <p className={styles.eyebrow}>Coming soon</p>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <div>
          <h2 className="visually-hidden">What this page will offer</h2>
          <ul className={styles.list}>
            {coming.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <Link to="/shop" className={buttonClass('primary')}>
            Browse wines
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
