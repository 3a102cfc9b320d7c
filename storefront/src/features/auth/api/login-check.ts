import { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { adminClient } from '../../../lib/api/clients.ts';
import { type FailedLoginCheck, loginCheckAnswer } from '../login-check-answer.ts';

/**
 * POST /api/auth/login-check: `{ exists: true }`, or `{ exists: false, errorMessage }` for an
 * address with no account (its 404, `noAccount`) or a check that failed (issue 36, rule 2).
 */
export async function loginCheck({ kind, value }: Contact): Promise<LoginCheckResponse | FailedLoginCheck> {
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
