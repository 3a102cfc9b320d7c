import { TooManyAttemptsError } from './identity-errors.ts';
import { signInCodeLimits } from './sign-in-code/sign-in-code-limits.ts';

/** What is counted per caller IP; the code buckets' limits live in signInCodeLimits. */
export type IpBucket =
  | 'code-send'
  | 'code-verify'
  | 'account-check'
  | 'guest-start'
  | 'custom-token'
  | 'checkout-proof';

export const ipWindowMs = signInCodeLimits.ipWindowMs;

// Per IP and hour. Account checks answer "does this address have an account?", so they are
// limited like sign-in; guests are cheap but each one is a stream, so bots are held back too
// (an operator whose shoppers share one address sets GUEST_STARTS_PER_IP_HOUR instead).
// Checkout proofs are a row each, written before a checkout is known: a shopper leaves for the
// bank a few times an hour at most.
export const defaultIpLimits: Readonly<Record<Exclude<IpBucket, 'code-send' | 'code-verify'>, number>> = {
  'account-check': 60,
  'guest-start': 30,
  'custom-token': 20,
  'checkout-proof': 30,
};

/** Refuses the request that takes an IP past its bucket's limit (`count` includes it). */
export function checkIpRequestCount(
  bucket: keyof typeof defaultIpLimits,
  count: number,
  limit = defaultIpLimits[bucket],
): void {
  if (count > limit) throw new TooManyAttemptsError();
}
