import type { UserData } from '@wine/contracts/identity/account';
import type { MembershipTier } from '@wine/contracts/user-display';
import type { ReactNode } from 'react';
import styles from './account.module.css';
import { MembershipCard } from './membership-card.tsx';
import { ShortcutLinks } from './shortcut-links.tsx';

interface DashboardPageProps {
  data: UserData;
  /** As the server's member check says now. */
  tier: MembershipTier;
  /** Today's drop and the wishlist, composed by the route from their features. */
  drop: ReactNode;
  wishlist: ReactNode;
}

/** /dashboard (spec section 2, "Member Dashboard"): membership, today's drop and saved wines. */
export function DashboardPage({ data, tier, drop, wishlist }: DashboardPageProps) {
  const { user } = data;
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Member dashboard</p>
        <h1>Welcome back, {user.displayName}</h1>
      </header>
      <div className={styles.dashboardGrid}>
        <MembershipCard tier={tier} clubStatus={data.clubStatus} />
        {wishlist}
      </div>
      {drop}
      <ShortcutLinks
        label="More for you"
        links={[
          { to: '/shop', title: 'Shop all wines', text: 'Every bottle, at your price' },
          { to: '/account/orders', title: 'Orders', text: 'What is in storage and on its way' },
          { to: '/account/wishlist', title: 'Wishlist', text: 'Wines you are keeping an eye on' },
        ]}
      />
    </div>
  );
}
