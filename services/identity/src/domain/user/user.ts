import type { ClubStatus } from '@wine/contracts/club-status';
import type { ContactKind } from '@wine/contracts/identity/contact';
import type { EncryptedPii } from '@wine/contracts/identity/encrypted-pii';
import type { NotificationPreferences, StaffRole } from '@wine/contracts/identity/identity-events';
import type { PricePreference } from '@wine/contracts/price-preference';

/** What the person told us; every field encrypted with their own key. */
export interface Profile {
  name: EncryptedPii | null;
  /** The e-mail given at sign-up; proved only once it is also a credential. */
  email: EncryptedPii | null;
  phone: EncryptedPii | null;
  pricePreference: PricePreference | null;
}

export interface ActiveUser {
  status: 'active';
  userId: string;
  isAnonymous: boolean;
  startedAt: string;
  registeredAt: string | null;
  /** Proved e-mail and phone, the ones that sign in. */
  credentials: Partial<Record<ContactKind, EncryptedPii>>;
  profile: Profile;
  notificationPreferences: NotificationPreferences;
  clubStatus: ClubStatus;
  /** Set while operations keep the account inactive: it cannot sign in. */
  deactivatedAt: string | null;
  /** What an operator lets the person do beyond a customer's own (npm run staff). */
  staffRoles: StaffRole[];
}

export type User =
  | { status: 'none' }
  | ActiveUser
  /** A guest whose data went to the account it signed in to; it can do nothing more. */
  | { status: 'claimed'; userId: string; claimedBy: string }
  | { status: 'erased'; userId: string };

// Marketing consent is opt-in: nothing is sent until the person says so.
export const noNotifications: NotificationPreferences = {
  email: false,
  sms: false,
  push: false,
  nextDrop: false,
  backInStock: false,
  hotSwapDeals: false,
};
