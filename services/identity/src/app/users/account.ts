import type { SaveCustomerRequest, UserData } from '@wine/contracts/identity/account';
import { normalizePhone } from '@wine/contracts/identity/contact';
import type { NotificationPreferences } from '@wine/contracts/identity/identity-events';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { IdentityServices } from '../identity-services.ts';
import { personalDataOf, userViewOf } from './readable-user.ts';
import { onUsers, readUser } from './user-streams.ts';

/** getUserData: the person's own record, from their stream (never behind their last save). */
export async function userData(services: IdentityServices, userId: string): Promise<UserData> {
  const user = await readUser(services.store, userId);
  if (user.status !== 'active') throw new NotFoundError('User not found');
  const data = await personalDataOf(services.pool, services.pii, user);
  return {
    user: userViewOf(user, data),
    profile: {
      name: data.name,
      email: data.email ?? data.profileEmail,
      phone: data.phone ?? data.profilePhone,
      pricePreference: user.profile.pricePreference,
    },
    clubStatus: user.clubStatus,
    notificationPreferences: user.notificationPreferences,
  };
}

/** saveCustomer: name, contact phone and price preference (credentials change only by proof). */
export async function saveCustomer(
  services: IdentityServices,
  userId: string,
  request: SaveCustomerRequest,
): Promise<UserData> {
  const now = services.clock().toISOString();
  await onUsers(services.store, [userId], async (tx) => {
    const key = await services.pii.keyOf(tx.client, userId, { create: true });
    const encrypted = (field: 'name' | 'phone', value: string | null | undefined) =>
      value === undefined || value === null ? value : key.encrypt(field, value);
    await tx.decide(userId, {
      type: 'SaveCustomerProfile',
      data: {
        ...(request.name !== undefined && { name: encrypted('name', request.name) }),
        ...(request.phone !== undefined && {
          phone: encrypted('phone', request.phone && normalizePhone(request.phone)),
        }),
        ...(request.pricePreference !== undefined && { pricePreference: request.pricePreference }),
      },
      metadata: { now },
    });
  });
  return userData(services, userId);
}

export async function saveNotificationPreferences(
  services: IdentityServices,
  userId: string,
  preferences: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const now = services.clock().toISOString();
  return onUsers(services.store, [userId], async (tx) => {
    await tx.decide(userId, {
      type: 'SaveNotificationPreferences',
      data: { preferences },
      metadata: { now },
    });
    const user = tx.user(userId);
    if (user.status !== 'active') throw new NotFoundError('User not found');
    return user.notificationPreferences;
  });
}
