import type { NewEvent } from '@wine/contracts/event-envelope';
import type { ContactKind } from '@wine/contracts/identity/contact';

/** Sends and failures of one address in the current window (signInCodeLimits.windowMs). */
export interface AttemptWindow {
  startedAt: string;
  sends: number;
  failures: number;
  /** Absent in windows stored before back-off: read as never. */
  lastSendAt?: string | null;
  lastFailureAt?: string | null;
}

/**
 * The sign-in code of one address (e-mail or phone): only the latest code sent is live, so an
 * attacker cannot gather many live codes. Hashes only: the code and link token never rest.
 */
export type SignInCode =
  | { status: 'none'; window: AttemptWindow | null }
  | {
      status: 'pending';
      kind: ContactKind;
      codeHash: string;
      linkTokenHash: string | null;
      /** The address, sealed with a server key, for the magic link to say whom it signs in. */
      sealedContact: string | null;
      expiresAt: string;
      attempts: number;
      window: AttemptWindow;
    }
  | { status: 'used'; window: AttemptWindow }
  | { status: 'locked'; window: AttemptWindow };

// These events never leave identity: they are the decider's vocabulary, folded into the row
// that holds the code's state (a state-stored decider). Publishing even hashed codes to every
// consumer of identity.events would serve no one.
export type SignInCodeEvent =
  | NewEvent<
      'SignInCodeIssued',
      {
        kind: ContactKind;
        codeHash: string;
        linkTokenHash: string | null;
        sealedContact: string | null;
        issuedAt: string;
        expiresAt: string;
      }
    >
  | NewEvent<'SignInCodeRejected', { attempts: number; rejectedAt: string }>
  | NewEvent<'SignInCodeLocked', { lockedAt: string }>
  | NewEvent<'SignInCodeUsed', { via: 'code' | 'link'; usedAt: string }>;

interface CodeCommand<TType extends string, TData> {
  type: TType;
  data: TData;
  metadata: { now: string };
}

export type SignInCodeCommand =
  | CodeCommand<
      'IssueSignInCode',
      {
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
        kind: ContactKind;
        /** As typed: its shape is checked before it may cost an attempt. */
        code: string;
        codeHash: string;
        /** Code tries from the caller's IP in this window, this one included. */
        attemptsFromIp: number;
      }
    >
  | CodeCommand<'RedeemMagicLink', { linkTokenHash: string }>;
