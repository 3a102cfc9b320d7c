import { Link, useNavigate } from '@tanstack/react-router';
import type { UserView } from '@wine/contracts/identity/user-view';
import { signInMessages } from '@wine/contracts/messages';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { redeemMagicLink } from '../api/redeem-magic-link.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { magicLinkToken } from '../magic-link-text.ts';
import { signInErrorText } from '../sign-in-error-text.ts';
import styles from './auth.module.css';

// A link works once: React's development double-mount must not spend it twice.
const redeemed = new Map<string, Promise<UserView>>();
const redeemOnce = (token: string) => {
  let signingIn = redeemed.get(token);
  if (!signingIn) {
    signingIn = redeemMagicLink(token).then(completeSignIn);
    redeemed.set(token, signingIn);
  }
  return signingIn;
};

/**
 * Where a magic link lands (`/auth/magic-link#token=...`): reads the token, drops it from the
 * address bar and history, signs the person in (loginWithEmailFromWebApp) and goes home.
 */
export function MagicLinkLanding({ onSignedIn }: { onSignedIn: (user: UserView) => void }) {
  usePageTitle('Signing in');
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const setPrompt = useSetAtom(loginPromptAtom);

  useEffect(() => {
    const token = magicLinkToken(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setError(signInMessages.invalidVerificationCode);
      return;
    }
    redeemOnce(token).then(
      (user) => {
        onSignedIn(user);
        void navigate({ to: '/', replace: true });
      },
      (failure: unknown) => setError(signInErrorText('email', failure)),
    );
  }, [navigate, onSignedIn]);

  return (
    <div className="page">
      <section className={styles.prompt} aria-labelledby="magic-link-title" aria-busy={!error}>
        <h1 id="magic-link-title" className={styles.promptTitle}>
          {error ? 'That link did not sign you in' : 'Signing you in…'}
        </h1>
        {error ? (
          <>
            <p className={styles.error} role="alert">
              {error}
            </p>
            <div className={styles.promptActions}>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => setPrompt({ open: true, returnTo: undefined })}
              >
                Sign in
              </button>
              <Link to="/" className={buttonClass('outline')}>
                Home
              </Link>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
