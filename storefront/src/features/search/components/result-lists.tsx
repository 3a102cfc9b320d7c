import { bottleSizeLabels } from '@wine/contracts/catalog/bottle-size-values';
import type { ArticleHit, WineHit } from '@wine/contracts/content/search';
import { HrefLink } from '../../../components/ui/href-link.tsx';
import { MarkedText } from './marked-text.tsx';
import styles from './search.module.css';

/** One wine found: name, producer and vintage, where from; a line of the notes when they matched. */
export function WineResult({ wine, compact = false }: { wine: WineHit; compact?: boolean }) {
  return (
    <>
      <span className={styles.title}>
        <MarkedText text={wine.name} /> {wine.vintage ?? 'NV'}
        {wine.bottleSize === 'BOTTLE' ? null : (
          <span className={styles.size}> · {bottleSizeLabels[wine.bottleSize]}</span>
        )}
      </span>
      <span className={styles.meta}>
        <MarkedText text={wine.producer} /> · <MarkedText text={wine.varietal} /> ·{' '}
        <MarkedText text={wine.place} />
      </span>
      {!compact && wine.snippet.length > 0 ? (
        <span className={styles.snippet}>
          <MarkedText text={wine.snippet} />
        </span>
      ) : null}
    </>
  );
}

export function ArticleResult({ article, compact = false }: { article: ArticleHit; compact?: boolean }) {
  return (
    <>
      <span className={styles.label}>{article.label}</span>
      <span className={styles.title}>
        <MarkedText text={article.title} />
      </span>
      {!compact && article.snippet.length > 0 ? (
        <span className={styles.snippet}>
          <MarkedText text={article.snippet} />
        </span>
      ) : null}
    </>
  );
}

/** The search page's two lists; every result is a plain link. */
export function ResultLists({ wines, articles }: { wines: WineHit[]; articles: ArticleHit[] }) {
  return (
    <div className={styles.lists}>
      <section aria-labelledby="wines-found">
        <h2 id="wines-found">Wines ({wines.length})</h2>
        {wines.length === 0 ? <p>No wines match.</p> : null}
        <ul className={styles.results}>
          {wines.map((wine) => (
            <li key={wine.productId}>
              <HrefLink href={wine.href} className={styles.result}>
                <WineResult wine={wine} />
              </HrefLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="articles-found">
        <h2 id="articles-found">Articles ({articles.length})</h2>
        {articles.length === 0 ? <p>No articles match.</p> : null}
        <ul className={styles.results}>
          {articles.map((article) => (
            <li key={article.href}>
              <HrefLink href={article.href} className={styles.result}>
                <ArticleResult article={article} />
              </HrefLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
