import { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { adminClient, mainClient } from '../../../lib/api/clients.ts';

/** POST /api/auth/login-check: answers exists true, or fails with 404 "User doesn't exist". */
export const loginCheck = (email: string) =>
  adminClient.post('/api/auth/login-check', { body: { email }, schema: LoginCheckResponse });

/**
 * Spec section 7, generateMagicLink as the shell sends it (channel 'email' beside the e-mail):
 * the e-mail carries a link to /auth/magic-link and the code as well.
 */
export const sendMagicLink = (email: string) =>
  mainClient.call(
    'generateMagicLink',
    { email, isWeb: true, hideLink: false, channel: 'email' },
    { schema: MagicLinkResponse },
  );
