import type { IdentityServices } from '../identity-services.ts';
import { endAllSessions } from '../sessions/sessions.ts';
import { decideForUser } from './decide-for-user.ts';

/**
 * Operations: an account made inactive ends every session it has and gets no new one (its orders
 * follow AccountDeactivated: docs/orders.md); made active again, it signs in as before.
 */
export async function setAccountActive(
  services: IdentityServices,
  userId: string,
  change: { active: true } | { active: false; reason: string },
): Promise<void> {
  if (change.active) {
    await decideForUser(services, userId, 'ReactivateAccount', {});
    return;
  }
  await decideForUser(services, userId, 'DeactivateAccount', { reason: change.reason });
  await endAllSessions(services, userId);
  services.logger.info({ userId }, 'account made inactive; its sessions ended');
}
