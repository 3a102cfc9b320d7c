import { ContactKind } from '@wine/contracts/identity/contact';
import { type Contact, normalizeContact } from '@wine/contracts/identity/contact-choice';
import { open, seal } from '@wine/platform/crypto/aes-gcm';

// A magic link carries only a random token; the address it signs in to waits, sealed with a
// server key and bound to its row, for the 10 minutes the link lives.

export function sealContact(key: Buffer, contact: Contact, destinationHash: string): string {
  return seal(key, Buffer.from(JSON.stringify(contact)), `sign-in-contact:${destinationHash}`).toString(
    'base64url',
  );
}

export function openContact(key: Buffer, sealed: string, destinationHash: string): Contact {
  const plain = open(key, Buffer.from(sealed, 'base64url'), `sign-in-contact:${destinationHash}`).toString();
  const { kind, value } = JSON.parse(plain) as { kind: unknown; value: unknown };
  return normalizeContact({ kind: ContactKind.parse(kind), value: String(value) });
}
