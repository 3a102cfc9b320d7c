import type { Contact } from '@wine/contracts/identity/contact-choice';
import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { magicLinkMessages } from '@wine/contracts/messages';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mainClient } from '../../../lib/api/clients.ts';
import { rememberChallenge } from './sign-in-challenges.ts';

/** A call that got no answer the server meant: a 5xx, or none at all. */
const isHttpFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout');

/**
 * Spec section 7, generateMagicLink, as the spec sends it on every call: `isWeb: true,
 * hideLink: true` (the answer carries no link; the e-mail carries a link and the code, issue 36
 * rule 5), the shell's channel key beside the address. "Send me a code" and "Email me a sign-in
 * link" send the same. An HTTP failure is the spec's magic-link response, `success: false` with
 * 'Failed to generate magic link' (section 8; issue 36 rule 4), never 'Server error'; a refusal
 * (a wrong number, too many sends) is thrown for its own text. `captcha`: the hidden widget's
 * solved challenge (signInCheckPayload), which identity takes once.
 */
export async function sendSignInCode(contact: Contact, captcha: string): Promise<MagicLinkResponse> {
  const { kind, value } = contact;
  let answer: MagicLinkResponse;
  try {
    answer = await mainClient.call(
      'generateMagicLink',
      kind === 'email'
        ? { email: value, isWeb: true, hideLink: true, channel: 'email', captcha }
        : { phone: value, isWeb: true, hideLink: true, channel: 'sms', captcha },
      { schema: MagicLinkResponse },
    );
  } catch (error) {
    if (isHttpFailure(error)) return { success: false, message: magicLinkMessages.failed };
    throw error;
  }
  rememberChallenge(contact, answer.challenge);
  return answer;
}
