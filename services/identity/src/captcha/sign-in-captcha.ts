import { randomUUID } from 'node:crypto';
import { CaptchaChallenge } from '@wine/contracts/identity/sign-in-captcha';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** PBKDF2 over SHA-256: bundled in the widget, and native in Node and in browsers (WebCrypto). */
const ALGORITHM = 'PBKDF2/SHA-256';
/** A derived key must start with this: one try in 256 finds it, on average. */
const KEY_PREFIX = '00';
/** Long enough to solve and send; a challenge is asked for when the person sends, not before. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

export type CaptchaRefusal = 'invalid' | 'expired' | 'used';

const Solution = z.object({ counter: z.int().nonnegative(), derivedKey: z.string().max(256) }).loose();
const Payload = z.object({ challenge: CaptchaChallenge, solution: Solution });
const Expiry = z.object({ expiresAtMs: z.number(), challengeId: z.string() });

function decoded(payload: string): z.infer<typeof Payload> | undefined {
  try {
    return Payload.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * The invisible captcha before a sign-in code is sent (spec sections 4 and 5): a proof of work
 * (ALTCHA, `altcha-lib`), self-hosted since no captcha service is reachable. Challenges are
 * signed with a key of identity's own, carry their expiry (on identity's clock) and an id, and
 * a solution is taken once: its id is kept in Redis until the challenge expires.
 */
export class SignInCaptcha {
  constructor(
    private readonly hmacSecret: string,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    /** PBKDF2 iterations a try costs (SIGN_IN_CAPTCHA_COST). */
    private readonly cost: number,
    private readonly clock: () => Date,
  ) {}

  /** A fresh signed challenge for the widget. */
  async challenge(): Promise<CaptchaChallenge> {
    const expiresAtMs = this.clock().getTime() + CAPTCHA_LIFETIME_MS;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      keyPrefix: KEY_PREFIX,
      deriveKey,
      hmacSignatureSecret: this.hmacSecret,
      // Signed with the parameters: the expiry on identity's clock, and the id it is spent by.
      data: { expiresAtMs, challengeId: randomUUID() },
    });
    return CaptchaChallenge.parse(challenge);
  }

  /** Checks a solved challenge and spends it: undefined when it may be used, else why not. */
  async spend(payload: string): Promise<CaptchaRefusal | undefined> {
    const solved = decoded(payload);
    if (!solved) return 'invalid';
    // A payload shaped past what the library expects is a wrong answer, never a server error.
    const result = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey,
      hmacSignatureSecret: this.hmacSecret,
    }).catch(() => ({ verified: false, expired: false }));
    if (!result.verified) return result.expired ? 'expired' : 'invalid';
    // Signed, so what it says is ours; a challenge made otherwise never verifies.
    const signed = Expiry.safeParse(solved.challenge.parameters.data);
    if (!signed.success || solved.challenge.parameters.algorithm !== ALGORITHM) return 'invalid';
    const left = signed.data.expiresAtMs - this.clock().getTime();
    if (left <= 0) return 'expired';
    const first = await this.redis.set(
      `${this.keyPrefix}captcha:${signed.data.challengeId}`,
      '1',
      'PX',
      left,
      'NX',
    );
    return first === 'OK' ? undefined : 'used';
  }
}
