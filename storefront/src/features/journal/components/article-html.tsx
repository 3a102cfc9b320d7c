import styles from './journal.module.css';

/**
 * An article's body as the server rendered it from Markdown and sanitised it (no script, no event
 * attribute, no javascript: link can be in it: docs/content.md), so it goes in as HTML.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content context on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
