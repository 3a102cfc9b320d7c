import type { SaveNotificationPreferencesRequest } from '@wine/contracts/identity/account';
import { NotificationPreferences } from '@wine/contracts/identity/identity-events';
import { z } from 'zod';
import { mainClient } from '../../../lib/api/clients.ts';

const Saved = z.object({ notificationPreferences: NotificationPreferences });

/** Spec section 7, saveNotificationPreferences (POST): what the person chose to receive. */
export const saveNotificationPreferences = async (preferences: SaveNotificationPreferencesRequest) =>
  (await mainClient.call('saveNotificationPreferences', preferences, { schema: Saved }))
    .notificationPreferences;
