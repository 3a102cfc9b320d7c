import { z } from 'zod';
import { ClubStatus } from '../club-status.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { PricePreference } from '../price-preference.ts';
import { ContactKind } from './contact.ts';
import { EncryptedPii } from './encrypted-pii.ts';

// Stream `identity/user/<userId>`: one person, from anonymous guest to registered user and
// club member. Personal data travels encrypted (EncryptedPii); ids and statuses do not.

export const UserId = z.uuid();
export type UserId = z.infer<typeof UserId>;

const at = z.iso.datetime({ offset: true });

/** Someone with no account arrived: the storefront's anonymous user. */
export const GuestStarted = defineEvent('GuestStarted', z.object({ userId: UserId, startedAt: at }));

/** A code or magic link proved the person controls this e-mail address or phone number. */
export const CredentialLinked = defineEvent(
  'CredentialLinked',
  z.object({ userId: UserId, kind: ContactKind, value: EncryptedPii, linkedAt: at }),
);

/** The guest became a registered user (its first credential); same id, same cart and orders. */
export const UserRegistered = defineEvent('UserRegistered', z.object({ userId: UserId, registeredAt: at }));

export const SignUpSource = z.enum(['web', 'app', 'festival', 'club-trial']);
export type SignUpSource = z.infer<typeof SignUpSource>;

/** The sign-up form's answers; the e-mail is not proved until a credential is linked. */
export const SignUpDetailsProvided = defineEvent(
  'SignUpDetailsProvided',
  z.object({
    userId: UserId,
    name: EncryptedPii,
    email: EncryptedPii,
    phone: EncryptedPii,
    source: SignUpSource,
    providedAt: at,
  }),
);

export const CustomerProfileSaved = defineEvent(
  'CustomerProfileSaved',
  z.object({
    userId: UserId,
    name: EncryptedPii.nullable(),
    phone: EncryptedPii.nullable(),
    pricePreference: PricePreference.nullable(),
    savedAt: at,
  }),
);

/**
 * The marketing channels (email, sms, push) and the messages the person chose (docs/messaging.md):
 * the messaging context sends a kind only to those whose latest saved preferences turn it on.
 * The kinds came later: a save recorded before them reads as all three off.
 */
export const NotificationPreferences = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  nextDrop: z.boolean().default(false),
  backInStock: z.boolean().default(false),
  hotSwapDeals: z.boolean().default(false),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesSaved = defineEvent(
  'NotificationPreferencesSaved',
  z.object({ userId: UserId, preferences: NotificationPreferences, savedAt: at }),
);

export const ClubStatusChanged = defineEvent(
  'ClubStatusChanged',
  z.object({ userId: UserId, status: ClubStatus, previousStatus: ClubStatus, changedAt: at }),
);

/**
 * A guest proved a credential that belongs to another account and was signed in to it. Other
 * contexts move what the guest had (cart, wishlist, orders) to `userId`; the guest is closed.
 */
export const GuestClaimed = defineEvent(
  'GuestClaimed',
  z.object({ guestId: UserId, userId: UserId, claimedAt: at }),
);

/**
 * The person asked for their data to be deleted: their key is gone, so every EncryptedPii of
 * theirs is unreadable. Other contexts remove or anonymise what they hold about `userId` and
 * keep only the business records the law requires (orders, payments).
 */
export const PersonalDataErased = defineEvent(
  'PersonalDataErased',
  z.object({ userId: UserId, erasedAt: at }),
);

/**
 * Operations made the account inactive (a customer who asked to pause it, a payment dispute under
 * review): it cannot sign in, its sessions ended, and its unpaid orders wait as 'Account
 * inactive' with their bottles still reserved. Paid wine stays the customer's, in storage.
 */
export const AccountDeactivated = defineEvent(
  'AccountDeactivated',
  z.object({ userId: UserId, reason: z.string().min(1).max(200), deactivatedAt: at }),
);

/** The account is active again: it signs in, and its waiting orders are reserved for it again. */
export const AccountReactivated = defineEvent(
  'AccountReactivated',
  z.object({ userId: UserId, reactivatedAt: at }),
);

/**
 * What an operator may let a person do beyond a customer's own (docs/identity.md, "Staff roles"):
 * `review-moderator` approves and rejects reviews held for moderation.
 */
export const StaffRole = z.enum(['review-moderator']);
export type StaffRole = z.infer<typeof StaffRole>;

/** An operator gave the person a staff role (npm run staff); only a registered account holds one. */
export const StaffRoleGranted = defineEvent(
  'StaffRoleGranted',
  z.object({ userId: UserId, role: StaffRole, grantedAt: at }),
);

export const StaffRoleRevoked = defineEvent(
  'StaffRoleRevoked',
  z.object({ userId: UserId, role: StaffRole, revokedAt: at }),
);

export const IdentityEventEnvelope = eventUnion([
  GuestStarted,
  CredentialLinked,
  UserRegistered,
  SignUpDetailsProvided,
  CustomerProfileSaved,
  NotificationPreferencesSaved,
  ClubStatusChanged,
  GuestClaimed,
  PersonalDataErased,
  AccountDeactivated,
  AccountReactivated,
  StaffRoleGranted,
  StaffRoleRevoked,
]);
export type IdentityEventEnvelope = z.infer<typeof IdentityEventEnvelope>;
export type IdentityEvent = NewEventOf<IdentityEventEnvelope>;
