import type { NewEvent } from '@wine/contracts/event-envelope';
import type { ContactKind } from '@wine/contracts/identity/contact';

/** One client's sends to an address in the current window. */
export interface ClientSends {
  sends: number;
  lastSendAt: string;
}

/**
 * What one address (e-mail or phone) remembers for a day (signInCodeLimits.windowMs): the wrong
 * tries at any of its codes, for the address-wide back-off, and the codes each requesting client
 * asked for, keyed by the keyed hash of its IP, for the send pacing. Sends are paced per client
 * so that a stranger asking for codes cannot use up the owner's turn to ask.
 */
export interface AttemptWindow {
  startedAt: string;
  failures: number;
  lastFailureAt: string | null;
  sendsBy: Record<string, ClientSends>;
}

/**
 * One code, bound to the challenge its requester was handed: a try names the challenge, so a
 * stranger (who never sees the owner's challenge) cannot try, spend or lock the owner's code.
 * Hashes only: the code, link token and challenge never rest.
 */
export type ChallengeCode =
  | {
      status: 'pending';
      kind: ContactKind;
      codeHash: string;
      linkTokenHash: string | null;
      /** The address, sealed with a server key, for the magic link to say whom it signs in. */
      sealedContact: string | null;
      expiresAt: string;
      /** Wrong tries at this code. */
      attempts: number;
    }
  | { status: 'used' }
  | { status: 'locked' };

/**
 * An address's sign-in state: its window and the codes (by challenge hash) a decision concerns.
 * The store loads the window and the one challenge a command names.
 */
export interface SignInCode {
  window: AttemptWindow | null;
  codes: Record<string, ChallengeCode>;
}

// These events never leave identity: they are the decider's vocabulary, folded into the rows
// that hold the codes' state (a state-stored decider). Publishing even hashed codes to every
// consumer of identity.events would serve no one.
export type SignInCodeEvent =
  | NewEvent<
      'SignInCodeIssued',
      {
        challengeHash: string;
        /** The requesting client (keyed hash of its IP), whose sends are paced. */
        client: string;
        kind: ContactKind;
        codeHash: string;
        linkTokenHash: string | null;
        sealedContact: string | null;
        issuedAt: string;
        expiresAt: string;
      }
    >
  | NewEvent<'SignInCodeRejected', { challengeHash: string; attempts: number; rejectedAt: string }>
  | NewEvent<'SignInCodeLocked', { challengeHash: string; lockedAt: string }>
  | NewEvent<'SignInCodeUsed', { challengeHash: string; via: 'code' | 'link'; usedAt: string }>;

interface CodeCommand<TType extends string, TData> {
  type: TType;
  data: TData;
  metadata: { now: string };
}

export type SignInCodeCommand =
  | CodeCommand<
      'IssueSignInCode',
      {
        challengeHash: string;
        client: string;
        kind: ContactKind;
        codeHash: string;
        linkTokenHash: string | null;
        sealedContact: string | null;
        /** Codes asked for from the caller's IP in this window, this one included. */
        sendsFromIp: number;
      }
    >
  | CodeCommand<
      'AttemptSignInCode',
      {
        challengeHash: string;
        kind: ContactKind;
        /** As typed: its shape is checked before it may cost an attempt. */
        code: string;
        codeHash: string;
        /** Code tries from the caller's IP in this window, this one included. */
        attemptsFromIp: number;
      }
    >
  | CodeCommand<'RedeemMagicLink', { challengeHash: string; linkTokenHash: string }>;
