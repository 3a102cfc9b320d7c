import { useSetAtom } from 'jotai';
import { usePageTitle } from '../../lib/page/use-page-title.ts';
import { loginPromptAtom } from '../../lib/session/login-prompt.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { buttonClass } from '../ui/button-variant.ts';
import styles from './investment-teaser.module.css';

/**
 * Where a guest would have seen investment wines (spec sections 2 and 6: they need sign-in),
 * an invitation to sign in instead; nothing for a signed-in shopper, who sees the wines.
 */
export function InvestmentTeaser({ returnTo }: { returnTo?: string }) {
  const { signedIn } = useSession();
  const setPrompt = useSetAtom(loginPromptAtom);
  if (signedIn) return null;
  return (
    <aside className={styles.teaser} aria-label="Investment wines" data-testid="investment-teaser">
      <p className={styles.text}>
        <span className={styles.title}>Investment wines are for signed-in customers.</span> Sign in to see our
        cellar-worthy bottles, with a code to your email or phone and no password.
      </p>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={() => setPrompt({ open: true, returnTo })}
      >
        See investment wines
      </button>
    </aside>
  );
}

/** A product page that is an investment wine, asked for by a guest: what it is for, and the way in. */
export function InvestmentWinePage({ returnTo }: { returnTo: string }) {
  usePageTitle('Investment wine');
  return (
    <div className="page">
      <section className={styles.page} aria-labelledby="investment-title">
        <h1 id="investment-title">This is an investment wine</h1>
        <InvestmentTeaser returnTo={returnTo} />
      </section>
    </div>
  );
}
