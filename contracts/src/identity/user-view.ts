import { z } from 'zod';
import { MembershipTier } from '../user-display.ts';

/**
 * Spec section 3, "User (client view)". displayName follows displayNameFor and membershipTier
 * membershipTierFor (contracts/user-display); joinDate is when the person registered, or
 * arrived as a guest while they are one.
 */
export const UserView = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    displayName: z.string(),
    isMember: z.boolean(),
    membershipTier: MembershipTier,
    joinDate: z.iso.datetime({ offset: true }),
    isAnonymous: z.boolean(),
  })
  .meta({ id: 'User' });
export type UserView = z.infer<typeof UserView>;
