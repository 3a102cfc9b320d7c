import { useRouter } from '@tanstack/react-router';
import type { UserView } from '@wine/contracts/identity/user-view';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { loginPromptAtom } from '../../../lib/session/login-prompt.ts';
import { safeReturnTo } from '../../../lib/session/return-to.ts';

const LoginModal = lazy(() => import('./login-modal.tsx'));

/**
 * Where the login modal lives in the shell: nothing but this until someone asks to sign in.
 * After signing in, back to the page that asked for it (a guarded page), else stay put.
 */
export function LoginModalHost({ onSignedIn }: { onSignedIn: (user: UserView) => void }) {
  const [prompt, setPrompt] = useAtom(loginPromptAtom);
  const router = useRouter();
  if (!prompt.open) return null;

  const close = () => setPrompt({ open: false, returnTo: undefined });
  const signedIn = (user: UserView) => {
    close();
    onSignedIn(user);
    if (prompt.returnTo !== undefined) router.history.push(safeReturnTo(prompt.returnTo));
  };
  return (
    <Suspense fallback={null}>
      <LoginModal onClose={close} onSignedIn={signedIn} />
    </Suspense>
  );
}
