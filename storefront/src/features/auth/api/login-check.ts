import { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { adminClient } from '../../../lib/api/clients.ts';
import { loginCheckAnswer } from '../login-check-answer.ts';

/**
 * POST /api/auth/login-check: `{ exists: true }`, or for an address with no account `{ exists:
 * false, errorMessage }` (its 404). Throws when the check could not be made.
 */
export async function loginCheck({ kind, value }: Contact): Promise<LoginCheckResponse> {
  try {
    return await adminClient.post('/api/auth/login-check', {
      body: { [kind]: value },
      schema: LoginCheckResponse,
    });
  } catch (error) {
    const answer = loginCheckAnswer(error);
    if (answer) return answer;
    throw error;
  }
}
