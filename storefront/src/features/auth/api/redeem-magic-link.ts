import { SignInResponse } from '@wine/contracts/identity/auth-session';
import { mainClient } from '../../../lib/api/clients.ts';

/** loginWithEmailFromWebApp: the magic link's token for a session (with the guest's token, so its things come along). */
export const redeemMagicLink = (token: string) =>
  mainClient.call('loginWithEmailFromWebApp', { token }, { schema: SignInResponse });
