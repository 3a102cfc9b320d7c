import { Link } from '@tanstack/react-router';
import type { JournalPage as Journal } from '@wine/contracts/content/content-api';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { pageSummary } from '../../../lib/page/page-summary.ts';
import styles from './journal.module.css';
import { PostCard } from './post-card.tsx';

interface JournalPageProps {
  journal: Journal;
  category: string | undefined;
  /** The Learning shortcuts, composed by the route (features do not import each other). */
  learning?: ReactNode;
}

/** /journal: the featured post, the categories, a page of posts, newest first. */
export function JournalPage({ journal, category, learning }: JournalPageProps) {
  const page = pageSummary(journal.offset, journal.limit, journal.posts.length, journal.total);
  return (
    <div className="page">
      <PageHead
        title={category ? `${category} · Journal` : 'Journal'}
        description="Stories from our buyers, guides to grapes and regions, and plain-spoken advice on storing, serving and enjoying wine."
      />
      <header className={styles.intro}>
        <h1>Journal</h1>
        <p className={styles.lead}>
          Stories, guides and plain-spoken wine knowledge, written for drinking rather than exams.
        </p>
      </header>
      {journal.featured ? <PostCard post={journal.featured} lead /> : null}
      <nav className={styles.categories} aria-label="Categories">
        <ul>
          <li>
            <Link
              to="/journal"
              search={{}}
              className={styles.category}
              aria-current={category ? undefined : 'page'}
            >
              All
            </Link>
          </li>
          {journal.categories.map((c) => (
            <li key={c.name}>
              <Link
                to="/journal"
                search={{ category: c.name }}
                className={styles.category}
                aria-current={category === c.name ? 'page' : undefined}
              >
                {c.name} <span className={styles.count}>{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {journal.posts.length === 0 ? (
        <EmptyState title="No articles here yet">
          New ones arrive every week; the learning pages below are a good place to start.
        </EmptyState>
      ) : (
        <div className={styles.grid}>
          {journal.posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      {page.previousOffset !== undefined || page.nextOffset !== undefined ? (
        <nav className={styles.pagination} aria-label="Pages">
          {page.previousOffset !== undefined ? (
            <Link
              to="/journal"
              search={{ category, offset: page.previousOffset || undefined }}
              className={buttonClass('outline', 'small')}
            >
              Newer
            </Link>
          ) : (
            <span />
          )}
          <p>
            {page.from}–{page.to} of {page.total}
          </p>
          {page.nextOffset !== undefined ? (
            <Link
              to="/journal"
              search={{ category, offset: page.nextOffset }}
              className={buttonClass('outline', 'small')}
            >
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {learning ? (
        <section className={styles.learning} aria-labelledby="learn-heading">
          <h2 id="learn-heading">Learn</h2>
          {learning}
        </section>
      ) : null}
    </div>
  );
}
