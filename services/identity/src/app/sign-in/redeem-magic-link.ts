import type { Contact } from '@wine/contracts/identity/contact-choice';
import { tokenHash } from '../../crypto/one-time-secrets.ts';
import { InvalidActionCodeError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { openContact } from './sealed-contact.ts';
import { decideOnCode, destinationOfLink } from './sign-in-code-store.ts';

/**
 * Spends a magic link: the address it was sent to. The link is the live code's, so it is
 * refused once the code or the link was used, a newer code was sent, or ten minutes passed.
 */
export async function redeemMagicLink(services: IdentityServices, token: string): Promise<Contact> {
  const linkTokenHash = tokenHash(token);
  const destination = await destinationOfLink(services.pool, linkTokenHash);
  if (!destination) throw new InvalidActionCodeError();
  const { before } = await decideOnCode(services.pool, destination, {
    type: 'RedeemMagicLink',
    data: { linkTokenHash },
    metadata: { now: services.clock().toISOString() },
  });
  if (before.status !== 'pending' || !before.sealedContact) throw new InvalidActionCodeError();
  return openContact(services.contactSealKey, before.sealedContact, destination);
}
