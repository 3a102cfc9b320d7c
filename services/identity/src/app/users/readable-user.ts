import type { UserView } from '@wine/contracts/identity/user-view';
import { displayNameFor, membershipTierFor } from '@wine/contracts/user-display';
import type { Pool } from '@wine/platform/db/pool';
import type { PiiCipher } from '../../crypto/pii-cipher.ts';
import type { ActiveUser } from '../../domain/user/user.ts';

/** A user's personal data, decrypted for the person themself. */
export interface PersonalData {
  /** The proved e-mail (a credential): the one the client view shows. */
  email: string | null;
  phone: string | null;
  name: string | null;
  profileEmail: string | null;
  profilePhone: string | null;
}

export async function personalDataOf(pool: Pool, pii: PiiCipher, user: ActiveUser): Promise<PersonalData> {
  const key = await pii.keyOf(pool, user.userId, { create: false });
  return {
    email: key.decrypt('email', user.credentials.email),
    phone: key.decrypt('phone', user.credentials.phone),
    name: key.decrypt('name', user.profile.name),
    profileEmail: key.decrypt('email', user.profile.email),
    profilePhone: key.decrypt('phone', user.profile.phone),
  };
}

/** Spec section 3, the client view, from the user's own stream (so it is never behind a write). */
export function userViewOf(user: ActiveUser, data: Pick<PersonalData, 'email' | 'name'>): UserView {
  const isMember = user.clubStatus === 'MEMBER';
  return {
    id: user.userId,
    email: data.email,
    displayName: displayNameFor(data.email, data.name),
    isMember,
    membershipTier: membershipTierFor(isMember),
    joinDate: user.registeredAt ?? user.startedAt,
    isAnonymous: user.isAnonymous,
  };
}
