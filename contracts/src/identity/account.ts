import { z } from 'zod';
import { ClubStatus } from '../club-status.ts';
import { MessageKind, messageKinds } from '../messaging/message-kinds.ts';
import { PricePreference } from '../price-preference.ts';
import { PhoneNumber } from './contact.ts';
import { NotificationPreferences } from './identity-events.ts';
import { UserView } from './user-view.ts';

/** getUserData: the signed-in person's own record. */
export const UserData = z
  .object({
    user: UserView,
    profile: z.object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      pricePreference: PricePreference.nullable(),
    }),
    clubStatus: ClubStatus,
    notificationPreferences: NotificationPreferences,
  })
  .meta({ id: 'UserData' });
export type UserData = z.infer<typeof UserData>;

/** saveCustomer: the profile fields a person edits; an omitted field keeps its value, null clears it. */
export const SaveCustomerRequest = z
  .object({
    name: z.string().trim().min(1).max(100).nullable().optional(),
    phone: PhoneNumber.nullable().optional(),
    pricePreference: PricePreference.nullable().optional(),
  })
  .meta({ id: 'SaveCustomerRequest' });
export type SaveCustomerRequest = z.infer<typeof SaveCustomerRequest>;

/**
 * saveNotificationPreferences: the three channels, and any of the kinds of message (an omitted
 * kind keeps its value, so a client that knows only the channels turns no alert off).
 */
export const SaveNotificationPreferencesRequest = NotificationPreferences.extend({
  nextDrop: z.boolean().optional(),
  backInStock: z.boolean().optional(),
  hotSwapDeals: z.boolean().optional(),
}).meta({ id: 'SaveNotificationPreferencesRequest' });
export type SaveNotificationPreferencesRequest = z.infer<typeof SaveNotificationPreferencesRequest>;

/** signupCustomer: registers the signed-in customer for these kinds of message (at least one). */
export const SignupCustomerRequest = z
  .object({ messages: z.array(MessageKind).min(1).max(messageKinds.length) })
  .meta({ id: 'SignupCustomerRequest' });
export type SignupCustomerRequest = z.infer<typeof SignupCustomerRequest>;

/** requestDataDeletion asks for an explicit `confirm: true`: it cannot be undone. */
export const DataDeletionRequest = z.object({ confirm: z.literal(true) }).meta({ id: 'DataDeletionRequest' });

export const DataDeletionResponse = z
  .object({ success: z.literal(true) })
  .meta({ id: 'DataDeletionResponse' });
