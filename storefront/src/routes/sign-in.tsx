import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SignInPrompt } from '../features/auth/components/sign-in-prompt.tsx';
import { safeReturnTo } from '../lib/session/return-to.ts';
import { session } from '../lib/session/session.ts';
import { isSignedIn } from '../lib/session/signed-in.ts';
import { lazySchema } from '../lib/validation/lazy-schema.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

// Where guarded pages send guests (lib/session/sign-in-guard). A bad `redirect` goes home.
const SignInSearch = lazySchema(() => z.object({ redirect: z.catch(z.optional(z.string()), undefined) }));

export const Route = createFileRoute('/sign-in')({
  validateSearch: lazySearch(SignInSearch),
  // Signed in already (another tab, the back button): straight on to where they were going.
  beforeLoad: ({ search }) => {
    if (isSignedIn(session.snapshot().session?.user)) throw redirect({ href: safeReturnTo(search.redirect) });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: returnTo } = Route.useSearch();
  return <SignInPrompt returnTo={safeReturnTo(returnTo)} />;
}
