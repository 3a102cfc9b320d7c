import { Link } from '@tanstack/react-router';
import type { UserData } from '@wine/contracts/identity/account';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import styles from './account.module.css';
import { MembershipCard } from './membership-card.tsx';
import { MessageSwitches } from './message-switches.tsx';
import { ShortcutLinks } from './shortcut-links.tsx';

interface AccountPageProps {
  data: UserData;
  onSignOut: () => Promise<void>;
  /** The collectors club panel, composed by the route. */
  club: ReactNode;
}

/** /account: the User client view (spec section 3), the membership and the club, the account's pages and sign-out. */
export function AccountPage({ data, onSignOut, club }: AccountPageProps) {
  const { user, profile } = data;
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await onSignOut();
  };

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your account</p>
        <h1>Hello, {user.displayName}</h1>
      </header>
      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.cardTitle}>
          Your details
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>Name</dt>
            <dd>{profile.name ?? user.displayName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email ?? profile.email ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{profile.phone ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{formatUkDate(user.joinDate)}</dd>
          </div>
        </dl>
      </section>
      <MembershipCard tier={user.membershipTier} clubStatus={data.clubStatus} />
      <MessageSwitches data={data} />
      {club}
      <ShortcutLinks
        label="Your pages"
        links={[
          { to: '/account/orders', title: 'Orders', text: 'What is in storage and on its way' },
          { to: '/account/wishlist', title: 'Wishlist', text: 'Wines you are keeping an eye on' },
          { to: '/dashboard', title: 'Member dashboard', text: 'Your membership at a glance' },
        ]}
      />
      <div className={styles.signOut}>
        <button type="button" className={buttonClass('outline')} onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
        <Link to="/support" className={styles.quietLink}>
          Need help with your account?
        </Link>
      </div>
    </div>
  );
}
