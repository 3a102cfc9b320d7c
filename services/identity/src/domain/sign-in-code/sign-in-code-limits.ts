/**
 * How long a code lives and how often it may be sent and tried. The spec gives none of these;
 * they follow common practice for one-time codes (NIST SP 800-63B: limit failed attempts), with
 * back-off rather than a lock-out. A code is bound to the challenge its requester holds, so a
 * stranger's guesses never reach the owner's code; what they share is only the address-wide
 * back-off, which a fresh code's first try skips (docs/identity.md, "Limits", has the sums).
 */
export const signInCodeLimits = {
  /** A code (and its magic link) expires 10 minutes after it is sent. */
  codeLifetimeMs: 10 * 60_000,
  /** Wrong tries before a code is locked; its holder must then ask for a new one. */
  attemptsPerCode: 5,
  /** How long an address's sends and wrong tries count towards its back-offs. */
  windowMs: 24 * 60 * 60_000,
  /** Codes one client (IP) asks for one address before each further one waits. */
  freeSendsPerClient: 3,
  /** Wrong tries on one address, across its codes, before each further try waits (a fresh code's first excepted). */
  freeFailuresPerDestination: 5,
  /** The first wait past the free ones; each further send or wrong try doubles it, up to a cap. */
  backoffBaseMs: 30_000,
  /** An hour: each code a stranger asks for is one try spared the back-off, so they stay few. */
  sendBackoffCapMs: 60 * 60_000,
  failureBackoffCapMs: 15 * 60_000,
  /** The window of the per-IP counts below. */
  ipWindowMs: 60 * 60_000,
  /** Codes requested from one IP per window, whatever the address. */
  sendsPerIp: 20,
  /** Code tries from one IP per window, whatever the address. */
  attemptsPerIp: 30,
} as const;

/**
 * How long before the next send or try may be made (0: now), after `count` of them in the
 * window, the last at `lastAt`: free up to `free`, then the base doubling to the cap.
 */
export function backoffLeftMs(
  count: number,
  free: number,
  lastAt: string | null | undefined,
  now: string,
  capMs: number,
): number {
  if (count < free || !lastAt) return 0;
  const wait = Math.min(signInCodeLimits.backoffBaseMs * 2 ** (count - free), capMs);
  return Math.max(0, Date.parse(lastAt) + wait - Date.parse(now));
}
