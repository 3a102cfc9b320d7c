import { createFileRoute } from '@tanstack/react-router';
import { membershipTierFor } from '@wine/contracts/user-display';
import { AccountSkeleton } from '../features/account/components/account-skeleton.tsx';
import { DashboardPage } from '../features/account/components/dashboard-page.tsx';
import { useUserData } from '../features/account/use-user-data.ts';
import { dropQuery } from '../features/drop/api/drop-query.ts';
import { DropTeaser } from '../features/drop/components/drop-teaser.tsx';
import { WishlistSummary } from '../features/wishlist/components/wishlist-summary.tsx';
import { usePageTitle } from '../lib/page/use-page-title.ts';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';
import { useMemberCheck } from '../lib/session/use-member-check.ts';

// Spec section 6: the member dashboard needs sign-in.
export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => requireSignIn(location),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dropQuery());
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  usePageTitle('Member dashboard');
  const { data } = useUserData();
  const { isMember } = useMemberCheck();
  return (
    <div className="page">
      {data ? (
        <DashboardPage
          data={data}
          tier={membershipTierFor(isMember)}
          drop={<DropTeaser />}
          wishlist={<WishlistSummary />}
        />
      ) : (
        <AccountSkeleton label="Loading your dashboard" />
      )}
    </div>
  );
}
