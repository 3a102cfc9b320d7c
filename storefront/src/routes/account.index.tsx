import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { AccountSkeleton } from '../features/account/components/account-skeleton.tsx';
import { useUserData } from '../features/account/use-user-data.ts';
import { usePageTitle } from '../lib/page/use-page-title.ts';
import { useSignOut } from '../lib/session/use-sign-out.ts';

export const Route = createFileRoute('/account/')({
  component: AccountRoute,
});

function AccountRoute() {
  usePageTitle('Your account');
  const { data } = useUserData();
  const signOut = useSignOut();
  return (
    <div className="page">
      {data ? (
        <AccountPage data={data} onSignOut={signOut} />
      ) : (
        <AccountSkeleton label="Loading your account" />
      )}
    </div>
  );
}
