import type { LearnIndex } from '@wine/contracts/content/content-api';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { PageHead } from '../../../lib/page/page-head.tsx';
import styles from './journal.module.css';

const SECTIONS = [
  ['grapes', 'Grapes', 'The varieties behind the wines we sell, and how to tell them apart.'],
  ['regions', 'Regions', 'Where wine comes from, and why it tastes of the place.'],
  ['guides', 'Guides', 'Storing, serving, tasting and pairing, step by step.'],
] as const;

/** /learn: every grape, region and guide. */
export function LearnIndexPage({ index }: { index: LearnIndex }) {
  return (
    <div className="page">
      <PageHead
        title="Learn about wine"
        description="Guides to grapes, regions, storing, serving and tasting wine, written plainly."
      />
      <header className={styles.intro}>
        <h1>Learn about wine</h1>
        <p className={styles.lead}>
          Everything you need to choose, keep and enjoy a bottle, and nothing you don't.
        </p>
      </header>
      {SECTIONS.map(([key, title, lead]) => (
        <section key={key} id={key} aria-labelledby={`${key}-heading`} className={styles.learnSection}>
          <h2 id={`${key}-heading`}>{title}</h2>
          <p className={styles.muted}>{lead}</p>
          <ul className={styles.entries}>
            {index[key].map((entry) => (
              <li key={entry.id}>
                <HrefLink href={entry.href} className={styles.entry}>
                  <span className={styles.entryTitle}>{entry.title}</span>
                  <span className={styles.muted}>{entry.summary}</span>
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
