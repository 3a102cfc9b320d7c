import type { WineDto } from '@wine/contracts/catalog/wine';
import { wineFacts } from '../wine-facts.ts';
import styles from './product.module.css';

export function WineFactList({ wine }: { wine: WineDto }) {
  return (
    <section aria-labelledby="facts-heading" className={styles.section}>
      <h2 id="facts-heading">The details</h2>
      <dl className={styles.facts}>
        {wineFacts(wine).map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
