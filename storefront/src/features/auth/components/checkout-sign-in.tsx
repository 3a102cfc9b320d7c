import { useMutation } from '@tanstack/react-query';
import type { CheckoutProof } from '@wine/contracts/identity/checkout-proof';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useSetAtom } from 'jotai';
import { startTransition, useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { signInAfterCheckout } from '../api/sign-in-after-checkout.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import styles from './auth.module.css';

interface CheckoutSignInProps {
  /** The order the bank sent the shopper back about: the checkout to sign in with. */
  orderId: string;
  /** What this tab kept when it left for the bank: the checkout's e-mail and its proof. */
  remembered: { email: string; proof: CheckoutProof } | undefined;
  onSignedIn: (user: UserView) => void;
}

/**
 * /checkout/complete with no one signed in: the session ended while the buyer paid, or the bank
 * sent them back to another browser. In the tab that checked out, the buyer is signed back in
 * at once by a custom token for the e-mail they checked out with and the proof this tab
 * registered (spec section 4, issue 28). Anywhere else the order id and an e-mail prove
 * nothing, so the page asks for the normal sign-in (the login modal, opened at once), as it
 * does when identity refuses the token.
 */
export function CheckoutSignIn({ orderId, remembered, onSignedIn }: CheckoutSignInProps) {
  usePageTitle('Confirming your payment');
  const setPrompt = useSetAtom(loginPromptAtom);
  const signIn = useMutation({
    mutationFn: async ({ email, proof }: { email: string; proof: CheckoutProof }) =>
      completeSignIn(await signInAfterCheckout({ email, proof, checkoutId: orderId })),
    onSuccess: onSignedIn,
  });

  // Once: a custom token and its proof work once.
  const started = useRef(false);
  const { mutate } = signIn;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (remembered) mutate(remembered);
    // In a transition, as the sign-in prompt opens it: the page stays responsive meanwhile.
    else startTransition(() => setPrompt({ open: true, returnTo: undefined }));
  }, [remembered, mutate, setPrompt]);

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="page">
      <section className={styles.prompt} aria-labelledby="checkout-sign-in-title" aria-busy={busy}>
        <h1 id="checkout-sign-in-title" className={styles.promptTitle}>
          {busy ? 'Signing you in to show your order…' : 'Welcome back from your bank'}
        </h1>
        {busy ? null : (
          <>
            {signIn.isError ? (
              <p className={styles.promptText} role="alert">
                {problemText(signIn.error)}
              </p>
            ) : null}
            <p className={styles.promptText}>
              You are not signed in on this page. Sign in with the account you paid with and we'll show your
              order.
            </p>
            <div className={styles.promptActions}>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => setPrompt({ open: true, returnTo: undefined })}
              >
                Sign in with a code
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
