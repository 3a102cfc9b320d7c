import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import styles from './checkout.module.css';

/**
 * A guest signs in first; the login modal opens at once. Signing in keeps the cart (it is this
 * browser's), and a guest signed in to an existing account is claimed by it.
 */
export function SignInStep() {
  const setPrompt = useSetAtom(loginPromptAtom);
  const open = () => setPrompt({ open: true, returnTo: undefined });

  useEffect(() => {
    setPrompt({ open: true, returnTo: undefined });
  }, [setPrompt]);

  return (
    <div className={styles.stack}>
      <p>Sign in to check out: a code to your email or phone, no password. Your cart stays just as it is.</p>
      <button type="button" className={buttonClass('primary')} onClick={open}>
        Sign in to check out
      </button>
    </div>
  );
}
