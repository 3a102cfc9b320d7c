/**
 * How long a code lives and how often it may be sent and tried. The spec gives none of these;
 * they follow common practice for one-time codes (NIST SP 800-63B: limit failed attempts).
 */
export const signInCodeLimits = {
  /** A code (and its magic link) expires 10 minutes after it is sent. */
  codeLifetimeMs: 10 * 60_000,
  /** Wrong tries before a code is locked; a new code must then be sent. */
  attemptsPerCode: 5,
  /** The window the per-address and per-IP counts below are kept for. */
  windowMs: 60 * 60_000,
  /** Codes sent to one address per window (each new code replaces the last). */
  sendsPerDestination: 5,
  /** Wrong tries on one address per window, across its codes. */
  failuresPerDestination: 10,
  /** Codes requested from one IP per window, whatever the address. */
  sendsPerIp: 20,
  /** Code tries from one IP per window, whatever the address. */
  attemptsPerIp: 30,
} as const;
