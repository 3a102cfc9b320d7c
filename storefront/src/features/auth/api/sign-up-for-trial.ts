import { ClubSignUpResponse, type SignUpRequest } from '@wine/contracts/identity/sign-up';
import { adminClient } from '../../../lib/api/clients.ts';

/**
 * The /signup page (docs/identity.md, flow 6): the pre-check (its 409 message is shown as is),
 * then the sign-up and club trial for the calling guest. The e-mail is proved by a code next.
 */
export async function signUpForTrial(request: SignUpRequest) {
  await adminClient.post('/api/auth/signup-check', { body: { email: request.email, phone: request.phone } });
  return adminClient.post('/api/web-app/signup', { body: request, schema: ClubSignUpResponse });
}
