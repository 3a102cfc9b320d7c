import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { MEMBER_COUNT_CLAIM } from '../../../config/app-config.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import styles from './auth.module.css';

/**
 * Where a guarded page sends a guest (spec section 6): says why, and opens the login modal at
 * once; after signing in the modal goes back to `returnTo`.
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  usePageTitle('Sign in');
  const setPrompt = useSetAtom(loginPromptAtom);
  const open = () => setPrompt({ open: true, returnTo });

  useEffect(() => {
    // In a transition, the modal's code and first render come in slices that leave the page,
    // already on screen, responsive (a guest's first page on the drop: Lighthouse's total
    // blocking time).
    startTransition(() => setPrompt({ open: true, returnTo }));
  }, [returnTo, setPrompt]);

  return (
    <div className="page">
      <section className={styles.prompt} aria-labelledby="sign-in-prompt-title">
        <svg className={styles.promptIcon} viewBox="0 0 48 48" aria-hidden="true">
          <rect x="11" y="21" width="26" height="20" rx="3" />
          <path d="M16 21v-6a8 8 0 0 1 16 0v6M24 29v5" />
        </svg>
        <h1 id="sign-in-prompt-title" className={styles.promptTitle}>
          Sign in to continue
        </h1>
        <p className={styles.promptText}>
          Today's drop, investment wines, your wishlist and your account are for signed-in customers. It takes
          a code to your email or phone, and no password.
        </p>
        <div className={styles.promptActions}>
          <button type="button" className={buttonClass('primary')} onClick={open}>
            Sign in
          </button>
          <Link to="/signup" className={buttonClass('outline')}>
            Start Free Trial
          </Link>
        </div>
        <p className={styles.promptNote}>Join {MEMBER_COUNT_CLAIM} members who pay less on every bottle.</p>
      </section>
    </div>
  );
}
