import type { Contact } from '@wine/contracts/identity/contact-choice';
import { tokenHash } from '../../crypto/one-time-secrets.ts';
import { InvalidActionCodeError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { openContact } from './sealed-contact.ts';
import { codeOfLink, decideOnCode } from './sign-in-code-store.ts';

/**
 * Spends a magic link: the address it was sent to. The link is its code's (not bound to the
 * requesting client: it is opened from the mail, and 256 random bits need no guarding), so it
 * is refused once the code or the link was used, or ten minutes passed.
 */
export async function redeemMagicLink(services: IdentityServices, token: string): Promise<Contact> {
  const linkTokenHash = tokenHash(token);
  const found = await codeOfLink(services.pool, linkTokenHash);
  if (!found) throw new InvalidActionCodeError();
  const { destinationHash, challengeHash } = found;
  const { before } = await decideOnCode(services.pool, destinationHash, {
    type: 'RedeemMagicLink',
    data: { challengeHash, linkTokenHash },
    metadata: { now: services.clock().toISOString() },
  });
  if (before?.status !== 'pending' || !before.sealedContact) throw new InvalidActionCodeError();
  return openContact(services.contactSealKey, before.sealedContact, destinationHash);
}
