import { createFileRoute } from '@tanstack/react-router';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { SignUpPage } from '../features/auth/components/sign-up-page.tsx';
import { CardForm } from '../features/checkout/components/card-form.tsx';
import { ClubTrialStep } from '../features/club/components/club-trial-step.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { useSession } from '../lib/session/use-session.ts';

export const Route = createFileRoute('/signup')({
  component: SignUpRoute,
});

/** Sign-up (auth), then the free trial (club) with checkout's card form. */
function SignUpRoute() {
  const { signedIn } = useSession();
  const toast = useToast();
  return (
    <SignUpPage
      signedIn={signedIn}
      onSignedIn={(user) =>
        toast({
          title: `Welcome, ${user.displayName}`,
          description: 'One more step: your card, to start the free trial.',
          tone: 'success',
        })
      }
      trialStep={
        <ClubTrialStep
          // The card is taken with checkout's form.
          cardForm={({ onPaymentMethod, ...labels }) => (
            <CardForm {...labels} onPaymentMethod={(paymentMethod) => onPaymentMethod(paymentMethod.id)} />
          )}
          onJoined={({ conversion }) => logConversion(conversion)}
        />
      }
    />
  );
}
