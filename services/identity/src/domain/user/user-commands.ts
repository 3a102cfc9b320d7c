import type { ClubStatus } from '@wine/contracts/club-status';
import type { ContactKind } from '@wine/contracts/identity/contact';
import type { EncryptedPii } from '@wine/contracts/identity/encrypted-pii';
import type {
  NotificationPreferences,
  SignUpSource,
  StaffRole,
} from '@wine/contracts/identity/identity-events';
import type { PricePreference } from '@wine/contracts/price-preference';

/** A command as the user decider takes it: time comes in with it, never from a clock inside domain/. */
interface UserCommandOf<TType extends string, TData> {
  type: TType;
  data: TData;
  metadata: { now: string };
}

export type UserCommand =
  | UserCommandOf<'StartGuest', { userId: string }>
  | UserCommandOf<'ConfirmRegistered', Record<string, never>>
  | UserCommandOf<'LinkCredential', { kind: ContactKind; value: EncryptedPii }>
  /** Sent to the guest's stream once it proved a credential of account `userId`. */
  | UserCommandOf<'ClaimGuest', { userId: string }>
  | UserCommandOf<
      'ProvideSignUpDetails',
      { name: EncryptedPii; email: EncryptedPii; phone: EncryptedPii; source: SignUpSource }
    >
  | UserCommandOf<'ChangeClubStatus', { status: ClubStatus }>
  /** An omitted field keeps its value; null clears it. */
  | UserCommandOf<
      'SaveCustomerProfile',
      { name?: EncryptedPii | null; phone?: EncryptedPii | null; pricePreference?: PricePreference | null }
    >
  | UserCommandOf<'SaveNotificationPreferences', { preferences: Partial<NotificationPreferences> }>
  | UserCommandOf<'ErasePersonalData', Record<string, never>>
  /** Operations: the account is made inactive, or active again. */
  | UserCommandOf<'DeactivateAccount', { reason: string }>
  | UserCommandOf<'ReactivateAccount', Record<string, never>>
  /** An operator gives or takes back a staff role (npm run staff). */
  | UserCommandOf<'GrantStaffRole', { role: StaffRole }>
  | UserCommandOf<'RevokeStaffRole', { role: StaffRole }>;
