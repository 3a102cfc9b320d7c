import { session } from './session.ts';
import { redirectUnlessSignedIn } from './sign-in-redirect.ts';

/**
 * `beforeLoad` of a page that needs sign-in (the drop, the account pages, the dashboard,
 * investment wines). Decided on the session in hand: a stored session is there from the first
 * instant, and a brand-new visitor is a guest either way.
 */
export const requireSignIn = (location: { href: string }): void =>
  redirectUnlessSignedIn(session.snapshot().session?.user, location.href);
