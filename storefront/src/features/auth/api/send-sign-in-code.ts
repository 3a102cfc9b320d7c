import type { Contact } from '@wine/contracts/identity/contact-choice';
import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { mainClient } from '../../../lib/api/clients.ts';
import { rememberChallenge } from './sign-in-challenges.ts';

/**
 * Spec section 7, generateMagicLink: a code to the e-mail or phone (the shell's channel key
 * beside it). `hideLink`: the web sign-in is by code; the link is for the e-mail-only flow.
 */
export async function sendSignInCode(contact: Contact): Promise<MagicLinkResponse> {
  const { kind, value } = contact;
  const answer = await mainClient.call(
    'generateMagicLink',
    kind === 'email'
      ? { email: value, isWeb: true, hideLink: true, channel: 'email' }
      : { phone: value, isWeb: true, hideLink: true, channel: 'sms' },
    { schema: MagicLinkResponse },
  );
  rememberChallenge(contact, answer.challenge);
  return answer;
}
