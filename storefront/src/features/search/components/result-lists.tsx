import { bottleSizeLabels } from '@wine/contracts/catalog/bottle-size-values';
import type { ArticleHit, WineHit } from '@wine/contracts/content/search';
import type { ReactNode } from 'react';
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

/** One kind of result under its heading, with its count; every result is a plain link. */
function ResultList<T extends { href: string }>(props: {
  id: string;
  heading: string;
  none: string;
  results: readonly T[];
  render: (result: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>
        {props.heading} ({props.results.length})
      </h2>
      {props.results.length === 0 ? <p>{props.none}</p> : null}
      <ul className={styles.results}>
        {props.results.map((result) => (
          <li key={result.href}>
            <HrefLink href={result.href} className={styles.result}>
              {props.render(result)}
            </HrefLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search page's two lists. */
export function ResultLists({ wines, articles }: { wines: WineHit[]; articles: ArticleHit[] }) {
  return (
    <div className={styles.lists}>
      <ResultList
        id="wines-found"
        heading="Wines"
        none="No wines match."
        results={wines}
        render={(wine) => <WineResult wine={wine} />}
      />
      <ResultList
        id="articles-found"
        heading="Articles"
        none="No articles match."
        results={articles}
        render={(article) => <ArticleResult article={article} />}
      />
    </div>
  );
}
