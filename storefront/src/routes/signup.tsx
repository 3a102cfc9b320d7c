import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { useSession } from '../lib/session/use-session.ts';

export const Route = createFileRoute('/signup')({
  component: SignUpRoute,
});

function SignUpRoute() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <SignUpPage
      signedIn={signedIn}
      onSignedIn={(user) => {
        toast({
          title: `Welcome, ${user.displayName}`,
          description: 'Your free trial has started.',
          tone: 'success',
        });
        void navigate({ to: '/dashboard' });
      }}
    />
  );
}
