import { z } from 'zod';
import { ClubStatus } from '../club-status.ts';
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

export const SaveNotificationPreferencesRequest = NotificationPreferences.meta({
  id: 'SaveNotificationPreferencesRequest',
});

/** requestDataDeletion asks for an explicit `confirm: true`: it cannot be undone. */
export const DataDeletionRequest = z.object({ confirm: z.literal(true) }).meta({ id: 'DataDeletionRequest' });

export const DataDeletionResponse = z
  .object({ success: z.literal(true) })
  .meta({ id: 'DataDeletionResponse' });
