import type { ClubStatus } from '@wine/contracts/club-status';
import type { MembershipTier } from '@wine/contracts/user-display';

export interface MembershipSummary {
  /** The tier as a label: the User view's 'premium' or 'basic'. */
  tier: string;
  text: string;
}

const TIERS: Readonly<Record<MembershipTier, string>> = { premium: 'Premium', basic: 'Basic' };

/**
 * What the account and the dashboard say about membership. The tier follows the member check
 * (spec section 3); the club status says where a sign-up stands: APPLIED is a free trial signed
 * up for, waiting for its card.
 */
export function membershipSummary(tier: MembershipTier, clubStatus: ClubStatus): MembershipSummary {
  if (tier === 'premium') return { tier: TIERS.premium, text: 'You pay the member price on every bottle.' };
  if (clubStatus === 'APPLIED') {
    return {
      tier: TIERS.basic,
      text: 'Your free trial application is in: add a card to start it, and member prices start with it.',
    };
  }
  return { tier: TIERS.basic, text: 'Members pay less on every bottle.' };
}
