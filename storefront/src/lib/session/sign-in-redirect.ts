import { redirect } from '@tanstack/react-router';
import type { UserView } from '@wine/contracts/identity/user-view';
import { isSignedIn } from './signed-in.ts';

/**
 * Spec section 6's rule for a page that needs sign-in: anyone not signed in is sent to the
 * sign-in prompt, which brings them back to `href` afterwards. Thrown, as `beforeLoad` expects.
 */
export function redirectUnlessSignedIn(user: UserView | undefined, href: string): void {
  if (isSignedIn(user)) return;
  throw redirect({ to: '/sign-in', search: { redirect: href } });
}
