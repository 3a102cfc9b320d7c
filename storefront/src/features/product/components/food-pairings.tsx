import styles from './product.module.css';

export function FoodPairings({
  pairings,
  servingTemperature,
}: {
  pairings: readonly string[];
  servingTemperature: string;
}) {
  return (
    <section aria-labelledby="serving-heading" className={styles.section}>
      <h2 id="serving-heading">Food and serving</h2>
      {pairings.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Pairs well with</h3>
          <ul className={styles.pairings}>
            {pairings.map((pairing) => (
              <li key={pairing}>{pairing}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.serving}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3a2 2 0 0 0-2 2v9.5a4 4 0 1 0 4 0V5a2 2 0 0 0-2-2zM12 9v8" />
        </svg>
        <span>
          Serve at <strong>{servingTemperature}</strong>
        </span>
      </p>
    </section>
  );
}
