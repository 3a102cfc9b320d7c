import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { mainClient } from '../../../lib/api/clients.ts';
import { rememberChallenge } from './sign-in-challenges.ts';

/**
 * Spec section 7, generateMagicLink as the shell sends it (channel 'email' beside the e-mail):
 * the e-mail carries a link to /auth/magic-link and the code as well.
 */
export async function sendMagicLink(email: string): Promise<MagicLinkResponse> {
  const answer = await mainClient.call(
    'generateMagicLink',
    { email, isWeb: true, hideLink: false, channel: 'email' },
    { schema: MagicLinkResponse },
  );
  rememberChallenge({ kind: 'email', value: email }, answer.challenge);
  return answer;
}
