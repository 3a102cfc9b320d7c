import { type Contact, contactOf } from '@wine/contracts/identity/contact-choice';
import { DomainError } from '@wine/platform/errors/domain-error';

/** The e-mail or phone a validated request names (its schema guarantees exactly one). */
export function contactIn(request: { email?: string | undefined; phone?: string | undefined }): Contact {
  const contact = contactOf(request);
  if (!contact) throw new DomainError('VALIDATION_ERROR', 'Validation failed', 400);
  return contact;
}
