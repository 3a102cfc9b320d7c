import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { AccountSkeleton } from '../features/account/components/account-skeleton.tsx';
import { useUserData } from '../features/account/use-user-data.ts';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { CardForm } from '../features/checkout/components/card-form.tsx';
import { ClubPanel } from '../features/club/components/club-panel.tsx';
import { usePageTitle } from '../lib/page/use-page-title.ts';
import { useSignOut } from '../lib/session/use-sign-out.ts';

export const Route = createFileRoute('/account/')({
  component: AccountRoute,
});

/** The account (account feature) with the collectors club (club), whose card form is checkout's. */
function AccountRoute() {
  usePageTitle('Your account');
  const { data } = useUserData();
  const signOut = useSignOut();
  return (
    <div className="page">
      {data ? (
        <AccountPage
          data={data}
          onSignOut={() => signOut()}
          club={
            <ClubPanel
              userId={data.user.id}
              cardForm={({ onPaymentMethod, ...labels }) => (
                <CardForm
                  {...labels}
                  onPaymentMethod={(paymentMethod) => onPaymentMethod(paymentMethod.id)}
                />
              )}
              onJoined={({ conversion }) => logConversion(conversion)}
            />
          }
        />
      ) : (
        <AccountSkeleton label="Loading your account" />
      )}
    </div>
  );
}
