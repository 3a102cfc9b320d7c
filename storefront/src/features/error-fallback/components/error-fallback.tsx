import { errorFallbackMessages } from '@wine/contracts/messages';
import { useEffect } from 'react';
import styles from './error-fallback.module.css';

/**
 * Spec section 2: the full-screen fallback for unexpected UI errors. A reload is the one
 * action offered because it also fetches a fresh build if a deploy caused the failure.
 */
export function ErrorFallback({ error }: { error?: unknown }) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <main className={styles.screen} role="alert" aria-labelledby="error-fallback-title">
      <div className={styles.panel}>
        <svg className={styles.glass} viewBox="0 0 48 48" aria-hidden="true">
          <path d="M14 4h20v13c0 8-5 12-10 12.6V40h7v4H17v-4h7V29.6C19 29 14 25 14 17z" />
          <path d="M15 15h18" />
        </svg>
        <h1 id="error-fallback-title" className={styles.title}>
          {errorFallbackMessages.title}
        </h1>
        <p className={styles.body}>{errorFallbackMessages.body}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {errorFallbackMessages.refreshButton}
        </button>
      </div>
    </main>
  );
}
