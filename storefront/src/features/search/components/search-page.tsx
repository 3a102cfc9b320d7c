import { useQuery } from '@tanstack/react-query';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { RESULTS, searchQuery } from '../api/search-query.ts';
import { ResultLists } from './result-lists.tsx';
import styles from './search.module.css';

/** /search?q=: the header's search as a page, for Enter, for no JavaScript, and to share. */
export function SearchPage({ q }: { q: string | undefined }) {
  const { data, isError } = useQuery({ ...searchQuery(q ?? '', RESULTS), enabled: Boolean(q) });
  return (
    <div className="page">
      <PageHead title={q ? `Search: ${q}` : 'Search'} description="Search our wines and articles." />
      <h1>{q ? `Results for “${q}”` : 'Search'}</h1>
      <search>
        <form action="/search" method="get" className={styles.pageForm}>
          <label htmlFor="search-page-q" className="visually-hidden">
            Search wines and articles
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Malbec, Rioja, storing wine…"
            maxLength={100}
          />
          <button type="submit">Search</button>
        </form>
      </search>
      {data?.searchedFor ? (
        <p className={styles.corrected}>
          Showing results for <strong>{data.searchedFor}</strong>
        </p>
      ) : null}
      {isError ? <p role="alert">Search is not answering just now. Please try again in a moment.</p> : null}
      {data ? <ResultLists wines={data.wines} articles={data.articles} /> : null}
    </div>
  );
}
