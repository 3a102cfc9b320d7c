import { type Contact, normalizeContact } from '@wine/contracts/identity/contact-choice';
import { canonicalCode, tokenHash } from '../../crypto/one-time-secrets.ts';
import { InvalidCodeError, TooManyAttemptsError } from '../../domain/identity-errors.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';
import { decideOnCode } from './sign-in-code-store.ts';

/**
 * Spends the code issued under `challenge` if `code` is it; the address, normalised, when it is.
 * A wrong try is recorded before the refusal, and the try that locks the code is answered
 * 'Too many failed attempts' at once, so the person knows to ask for a new code.
 */
export async function verifySignInCode(
  services: IdentityServices,
  request: { contact: Contact; code: string; challenge: string; ip: string },
): Promise<Contact> {
  const now = services.clock();
  const contact = normalizeContact(request.contact);
  const destination = services.hasher.contact(contact.kind, contact.value);
  const attemptsFromIp = await countIpRequest(services, 'code-verify', request.ip, now);
  const challengeHash = tokenHash(request.challenge);
  const { events } = await decideOnCode(services.pool, destination, {
    type: 'AttemptSignInCode',
    data: {
      challengeHash,
      kind: contact.kind,
      code: request.code,
      codeHash: services.hasher.code(destination, challengeHash, canonicalCode(request.code)),
      attemptsFromIp,
    },
    metadata: { now: now.toISOString() },
  });
  if (events.some((e) => e.type === 'SignInCodeUsed')) return contact;
  if (events.some((e) => e.type === 'SignInCodeLocked')) throw new TooManyAttemptsError();
  throw new InvalidCodeError(contact.kind);
}
