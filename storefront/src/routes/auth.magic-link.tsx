import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MagicLinkLanding } from '../features/auth/components/magic-link-landing.tsx';
import { useToast } from '../features/toasts/use-toast.ts';

// Spec section 4: the e-mail flow's magic link lands here (identity's WEB_APP_URL/auth/magic-link).
export const Route = createFileRoute('/auth/magic-link')({
  component: MagicLinkRoute,
});

function MagicLinkRoute() {
  const toast = useToast();
  const signedIn = useCallback(
    (user: { displayName: string }) => toast({ title: `Signed in as ${user.displayName}`, tone: 'success' }),
    [toast],
  );
  return <MagicLinkLanding onSignedIn={signedIn} />;
}
