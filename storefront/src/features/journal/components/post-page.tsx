import { Link } from '@tanstack/react-router';
import type { BlogPost } from '@wine/contracts/content/content-api';
import { PageHead } from '../../../lib/page/page-head.tsx';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import { ArticleHtml } from './article-html.tsx';
import styles from './journal.module.css';

/** /journal/$slug: one post, with every field the spec gives it. */
export function PostPage({ post }: { post: BlogPost }) {
  return (
    <div className="page">
      <PageHead
        title={post.seoTitle}
        description={post.seoDescription}
        image={post.featuredImage.url}
        type="article"
      />
      <article className={styles.article}>
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>
            <Link to="/journal" search={{ category: post.category }}>
              {post.category}
            </Link>
          </p>
          <h1>{post.title}</h1>
          <p className={styles.lead}>{post.excerpt}</p>
          <p className={styles.byline}>
            By {post.author.name} · <time dateTime={post.publishedAt}>{formatUkDate(post.publishedAt)}</time>{' '}
            · {post.readTime} min read
          </p>
        </header>
        <figure className={styles.figure}>
          <img src={post.featuredImage.url} alt={post.featuredImage.alt} width={1200} height={675} />
          {post.featuredImage.caption ? <figcaption>{post.featuredImage.caption}</figcaption> : null}
        </figure>
        <ArticleHtml html={post.content} />
        <footer className={styles.articleFooter}>
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <div className={styles.author}>
            {post.author.avatar ? (
              <img src={post.author.avatar} alt="" width={56} height={56} loading="lazy" />
            ) : null}
            <p>
              <strong>{post.author.name}</strong> {post.author.bio}
            </p>
          </div>
          <Link to="/journal">← Back to the journal</Link>
        </footer>
      </article>
    </div>
  );
}
