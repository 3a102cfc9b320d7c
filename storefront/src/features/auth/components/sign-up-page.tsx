import type { Contact } from '@wine/contracts/identity/contact-choice';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useSetAtom } from 'jotai';
import { type ReactNode, useState } from 'react';
import { APP_TITLE, MEMBER_COUNT_CLAIM, REVIEWS_CLAIM } from '../../../config/app-config.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import styles from './auth.module.css';
import { CodeStep } from './code-step.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const BENEFITS = [
  'Member prices on every bottle in the shop',
  'First pick of the daily drop, before it sells out',
  'No limits on how many bottles of a wine you buy',
  'Cancel any time during your free trial',
];

interface SignUpPageProps {
  signedIn: boolean;
  onSignedIn: (user: UserView) => void;
  /** The free trial itself (the club's card step), composed by the route: for the signed-in. */
  trialStep: ReactNode;
}

/**
 * /signup: the free trial (spec section 2). A guest signs up (or signs in) first; then the
 * route's trial step takes the card.
 */
export function SignUpPage({ signedIn, onSignedIn, trialStep }: SignUpPageProps) {
  usePageTitle('Start your free trial');
  const [email, setEmail] = useState<Contact>();
  const openLogin = useSetAtom(loginPromptAtom);

  return (
    <div className="page">
      <div className={styles.signUp}>
        <section className={styles.pitch} aria-labelledby="sign-up-title">
          <p className={styles.eyebrow}>{APP_TITLE} membership</p>
          <h1 id="sign-up-title">Start your free trial</h1>
          <p className={styles.pitchLead}>Join {MEMBER_COUNT_CLAIM} members who drink better for less.</p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className={styles.proof}>
            <span aria-hidden="true">★★★★★</span> {REVIEWS_CLAIM}
          </p>
        </section>
        <div className={styles.card}>
          {signedIn ? (
            trialStep
          ) : email ? (
            <>
              <h2 className={styles.cardTitle}>Check your email</h2>
              <CodeStep contact={email} onSignedIn={onSignedIn} onChangeContact={() => setEmail(undefined)} />
            </>
          ) : (
            <>
              <h2 className={styles.cardTitle}>Your details</h2>
              <SignUpForm onCodeSent={setEmail} />
              <p className={styles.switch}>
                Already have an account?{' '}
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => openLogin({ open: true, returnTo: undefined })}
                >
                  Sign in
                </button>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
