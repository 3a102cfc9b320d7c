import { type Contact, normalizeContact } from '@wine/contracts/identity/contact-choice';
import { CredentialInUseError } from '../../domain/identity-errors.ts';
import { checkIpRequestCount } from '../../domain/ip-request-limits.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';
import { credentialOwner } from './credentials.ts';

async function ownerOf(services: IdentityServices, contact: Contact): Promise<string | undefined> {
  const { kind, value } = normalizeContact(contact);
  return credentialOwner(services.pool, services.hasher.contact(kind, value));
}

/** POST /api/auth/login-check. It tells whether an address has an account, so it is rate limited per IP. */
export async function accountExists(
  services: IdentityServices,
  contact: Contact,
  ip: string,
): Promise<boolean> {
  checkIpRequestCount('account-check', await countIpRequest(services, 'account-check', ip, services.clock()));
  return (await ownerOf(services, contact)) !== undefined;
}

/** Refuses an e-mail or phone an account already proved (CredentialInUseError). */
export async function checkCredentialsFree(
  services: IdentityServices,
  { email, phone }: { email: string; phone: string },
): Promise<void> {
  for (const contact of [
    { kind: 'email', value: email },
    { kind: 'phone', value: phone },
  ] as const) {
    if ((await ownerOf(services, contact)) !== undefined) throw new CredentialInUseError(contact.kind);
  }
}

/** POST /api/auth/signup-check. */
export async function checkSignUpAvailable(
  services: IdentityServices,
  request: { email: string; phone: string },
  ip: string,
): Promise<void> {
  checkIpRequestCount('account-check', await countIpRequest(services, 'account-check', ip, services.clock()));
  await checkCredentialsFree(services, request);
}
