import { z } from 'zod';

export const MembershipTier = z.enum(['premium', 'basic']);
export type MembershipTier = z.infer<typeof MembershipTier>;

export const membershipTierFor = (isMember: boolean): MembershipTier => (isMember ? 'premium' : 'basic');

/** Spec section 3: the display name, else the part of the e-mail before '@', else 'User'. */
export function displayNameFor(email?: string | null, displayName?: string | null): string {
  const name = displayName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}
