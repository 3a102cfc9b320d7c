import { useMutation } from '@tanstack/react-query';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { problemText } from '../../../lib/api/problem-text.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { signInAfterCheckout } from '../api/sign-in-after-checkout.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { contactProblem } from '../contact-problem.ts';
import styles from './auth.module.css';

interface CheckoutSignInProps {
  /** The order the bank sent the shopper back about: the checkout to sign in with. */
  orderId: string;
  /** The e-mail this tab remembered from the checkout: used at once, with no typing. */
  rememberedEmail: string | undefined;
  onSignedIn: (user: UserView) => void;
}

/**
 * /checkout/complete with no one signed in: the bank sent the shopper back to another browser,
 * or the session ended while they paid. The buyer is signed back in by a custom token for the
 * e-mail they checked out with (spec section 4): the one this tab remembered, at once, else the
 * one they type. Identity refuses anyone else (403, its message shown) and the normal sign-in
 * stays on offer.
 */
export function CheckoutSignIn({ orderId, rememberedEmail: remembered, onSignedIn }: CheckoutSignInProps) {
  usePageTitle('Confirming your payment');
  const [email, setEmail] = useState(remembered ?? '');
  const [invalid, setInvalid] = useState<string>();
  const setPrompt = useSetAtom(loginPromptAtom);
  const signIn = useMutation({
    mutationFn: async (address: string) => completeSignIn(await signInAfterCheckout(address, orderId)),
    onSuccess: onSignedIn,
  });

  // The remembered e-mail signs in with no typing; once (a custom token works once).
  const started = useRef(false);
  const { mutate } = signIn;
  useEffect(() => {
    if (started.current || remembered === undefined) return;
    started.current = true;
    mutate(remembered);
  }, [remembered, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem('email', email);
    setInvalid(problem);
    if (!problem) signIn.mutate(email.trim());
  };

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="page">
      <section className={styles.prompt} aria-labelledby="checkout-sign-in-title" aria-busy={busy}>
        <h1 id="checkout-sign-in-title" className={styles.promptTitle}>
          {busy ? 'Signing you in to show your order…' : 'Welcome back from your bank'}
        </h1>
        {busy ? null : (
          <form className={`${styles.form} ${styles.promptForm}`} onSubmit={submit} noValidate>
            <p className={styles.promptText}>
              You are not signed in on this page. Enter the email you checked out with and we'll show your
              order.
            </p>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid ?? (signIn.error ? problemText(signIn.error) : undefined)}
              required
            />
            <div className={styles.promptActions}>
              <button type="submit" className={buttonClass('primary')}>
                Show my order
              </button>
              {signIn.isError ? (
                <button
                  type="button"
                  className={buttonClass('outline')}
                  onClick={() => setPrompt({ open: true, returnTo: undefined })}
                >
                  Sign in with a code
                </button>
              ) : null}
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
