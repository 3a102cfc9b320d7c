import { CaptchaChallenge } from '@wine/contracts/identity/sign-in-captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * A captcha payload as the storefront's hidden widget makes one: a challenge from
 * `GET /api/auth/captcha` (however the caller reaches it), solved here by brute force with
 * altcha-lib, the same work a browser does. For tests and tools that send sign-in codes.
 */
export async function solvedCaptcha(getChallenge: () => Promise<unknown>): Promise<string> {
  const challenge = CaptchaChallenge.parse(await getChallenge());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the sign-in captcha could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `solvedCaptcha` for a gateway (or identity) at `origin`, as a device there would ask. */
export const solvedCaptchaAt = (origin: string, headers: Record<string, string> = {}) =>
  solvedCaptcha(async () => {
    const answer = await fetch(`${origin}/api/auth/captcha`, { headers });
    if (!answer.ok) throw new Error(`GET /api/auth/captcha: ${answer.status}`);
    return answer.json();
  });
