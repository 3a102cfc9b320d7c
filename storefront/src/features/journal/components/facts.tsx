import styles from './journal.module.css';

/** A learning page's facts as a definition list; empty ones left out. */
export function Facts({ facts, label }: { facts: [string, string | undefined][]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
