import type { ClubStatus } from '@wine/contracts/club-status';
import type { MembershipTier } from '@wine/contracts/user-display';
import { membershipSummary } from '../membership-summary.ts';
import styles from './account.module.css';

/** The membership at a glance: the tier and what it means for prices. */
export function MembershipCard({ tier, clubStatus }: { tier: MembershipTier; clubStatus: ClubStatus }) {
  const summary = membershipSummary(tier, clubStatus);
  return (
    <section className={styles.membership} data-tier={tier} aria-labelledby="membership-title">
      <p className={styles.cardEyebrow} id="membership-title">
        Membership
      </p>
      <p className={styles.tier}>{summary.tier}</p>
      <p className={styles.membershipText}>{summary.text}</p>
    </section>
  );
}
