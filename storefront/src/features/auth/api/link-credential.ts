import { SignInResponse } from '@wine/contracts/identity/auth-session';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { adminClient } from '../../../lib/api/clients.ts';
import { normalizeCode } from '../code-problem.ts';

/**
 * POST /api/auth/link with the guest's token: the guest becomes the account (`linked`), or is
 * signed in to the account that already owns the address, bringing its cart and wishlist
 * (`guest-claimed`). Either way the answer is the new session.
 */
export const linkCredential = ({ kind, value }: Contact, code: string) =>
  adminClient.post('/api/auth/link', {
    body: { [kind]: value, code: normalizeCode(code) },
    schema: SignInResponse,
  });
