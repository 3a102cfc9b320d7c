import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A friendly sentence and a next step, for any list that came back empty or failed. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.empty} aria-label={title}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <path d="M19 4h10v9c0 2 4 5 4 11v18a2 2 0 0 1-2 2H17a2 2 0 0 1-2-2V24c0-6 4-9 4-11z" />
        <path d="M15 28h18M15 36h18" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.text}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
