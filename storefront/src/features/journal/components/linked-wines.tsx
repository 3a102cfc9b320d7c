import { Link } from '@tanstack/react-router';
import { bottleSizeLabels } from '@wine/contracts/catalog/bottle-size-values';
import type { LinkedWine } from '@wine/contracts/content/content-api';
import styles from './journal.module.css';

/** The shop's wines a learning page points to: name, producer and vintage, each to its page. */
export function LinkedWines({
  wines,
  heading,
  shopSearch,
}: {
  wines: LinkedWine[];
  heading: string;
  shopSearch: { region?: string; varietal?: string };
}) {
  return (
    <section className={styles.wines} aria-labelledby="wines-heading">
      <h2 id="wines-heading">{heading}</h2>
      {wines.length === 0 ? (
        <p>None in the shop right now: new wines arrive every week.</p>
      ) : (
        <ul>
          {wines.map((wine) => (
            <li key={wine.productId}>
              <Link to="/product/$slug" params={{ slug: wine.slug }}>
                {wine.name}
              </Link>{' '}
              <span className={styles.muted}>
                {wine.producer} · {wine.vintage ?? 'NV'}
                {wine.bottleSize === 'BOTTLE' ? null : ` · ${bottleSizeLabels[wine.bottleSize]}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/shop" search={shopSearch}>
        See them all in the shop
      </Link>
    </section>
  );
}
