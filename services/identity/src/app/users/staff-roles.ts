import { normalizeEmail } from '@wine/contracts/identity/contact';
import { type StaffRole, UserId } from '@wine/contracts/identity/identity-events';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { IdentityServices } from '../identity-services.ts';
import { credentialOwner } from './credentials.ts';
import { decideForUser } from './decide-for-user.ts';

/** The account an operator names: its id, or the e-mail address it proved. */
async function accountNamed(services: IdentityServices, who: string): Promise<string> {
  if (UserId.safeParse(who).success) return who;
  const owner = await credentialOwner(services.pool, services.hasher.contact('email', normalizeEmail(who)));
  if (!owner) throw new NotFoundError('No account proved this e-mail address');
  return owner;
}

/**
 * Operations (npm run staff): gives or takes back a staff role, as an event on the person's own
 * stream (StaffRoleGranted / StaffRoleRevoked), which the contexts that check the role follow.
 * Answers the account's id.
 */
export async function setStaffRole(
  services: IdentityServices,
  who: string,
  role: StaffRole,
  granted: boolean,
): Promise<string> {
  const userId = await accountNamed(services, who);
  await decideForUser(services, userId, granted ? 'GrantStaffRole' : 'RevokeStaffRole', { role });
  services.logger.info({ userId, role, granted }, 'staff role changed');
  return userId;
}
