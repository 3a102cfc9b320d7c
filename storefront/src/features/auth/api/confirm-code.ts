import { SignInResponse } from '@wine/contracts/identity/auth-session';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { sessionlessAdminClient } from '../../../lib/api/clients.ts';
import { session } from '../../../lib/session/session.ts';
import { normalizeCode } from '../code-problem.ts';
import { linkCredential } from './link-credential.ts';
import { challengeFor } from './sign-in-challenges.ts';

/**
 * The code typed in the modal, for a session. With a current user (the guest, as a rule) it is
 * linked to it. With none (the guest could not be made, e.g. this address's new-guest limit was
 * reached: spec section 4 only logs that) linking would fail with custom/no-current-user, so the
 * code signs in on its own: POST /api/auth/sign-in without a token, which answers 404
 * auth/user-not-found for an address with no account.
 */
export async function confirmCode(contact: Contact, code: string): Promise<SignInResponse> {
  if (await session.accessToken()) return linkCredential(contact, code);
  return sessionlessAdminClient.post('/api/auth/sign-in', {
    body: { [contact.kind]: contact.value, code: normalizeCode(code), challenge: challengeFor(contact) },
    schema: SignInResponse,
  });
}
