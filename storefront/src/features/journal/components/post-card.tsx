import { Link } from '@tanstack/react-router';
import type { BlogPostSummary } from '@wine/contracts/content/content-api';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import styles from './journal.module.css';

/** A post in a list: image, category, title, excerpt, byline. `lead`: the featured post's larger card. */
export function PostCard({ post, lead = false }: { post: BlogPostSummary; lead?: boolean }) {
  return (
    <article className={lead ? `${styles.card} ${styles.featured}` : styles.card}>
      <img
        className={styles.cardImage}
        src={post.featuredImage.url}
        alt={post.featuredImage.alt}
        width={640}
        height={360}
        loading={lead ? 'eager' : 'lazy'}
      />
      <div className={styles.cardText}>
        <p className={styles.kicker}>{lead ? `Featured · ${post.category}` : post.category}</p>
        <h2 className={lead ? styles.leadTitle : styles.cardTitle}>
          <Link to="/journal/$slug" params={{ slug: post.slug }} className={styles.cardLink}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.byline}>
          {post.author.name} · <time dateTime={post.publishedAt}>{formatUkDate(post.publishedAt)}</time> ·{' '}
          {post.readTime} min read
        </p>
      </div>
    </article>
  );
}
