import { SignInResponse } from '@wine/contracts/identity/auth-session';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { adminClient } from '../../../lib/api/clients.ts';
import { normalizeCode } from '../code-problem.ts';
import { challengeFor } from './sign-in-challenges.ts';

/**
 * POST /api/auth/link with the guest's token: the guest becomes the account (`linked`), or is
 * signed in to the account that already owns the address, bringing its cart and wishlist
 * (`guest-claimed`). Either way the answer is the new session.
 */
export const linkCredential = (contact: Contact, code: string) =>
  adminClient.post('/api/auth/link', {
    body: { [contact.kind]: contact.value, code: normalizeCode(code), challenge: challengeFor(contact) },
    schema: SignInResponse,
  });
