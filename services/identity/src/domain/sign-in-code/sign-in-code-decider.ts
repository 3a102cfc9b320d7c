import { timingSafeEqual } from 'node:crypto';
import { oneTimeCodeProblem } from '@wine/contracts/identity/one-time-code';
import type { Decider } from '@wine/platform/domain/decider';
import {
  CodeFormatError,
  InvalidActionCodeError,
  InvalidCodeError,
  TooManyAttemptsError,
} from '../identity-errors.ts';
import type {
  AttemptWindow,
  ChallengeCode,
  SignInCode,
  SignInCodeCommand,
  SignInCodeEvent,
} from './sign-in-code.ts';
import { backoffLeftMs, signInCodeLimits as limits } from './sign-in-code-limits.ts';

const later = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

/** The window `at` falls in: the current one, or a fresh one once it has run out. */
function windowAt(window: AttemptWindow | null, at: string): AttemptWindow {
  if (window && Date.parse(at) - Date.parse(window.startedAt) < limits.windowMs) return window;
  return { startedAt: at, failures: 0, lastFailureAt: null, sendsBy: {} };
}

// Hashes are compared in constant time out of habit: they are HMACs, so timing would reveal
// little, but the habit costs nothing.
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function decide(command: SignInCodeCommand, state: SignInCode): SignInCodeEvent[] {
  const { now } = command.metadata;
  const window = windowAt(state.window, now);
  const { challengeHash } = command.data;
  const code: ChallengeCode | undefined = state.codes[challengeHash];
  switch (command.type) {
    case 'IssueSignInCode': {
      const { data } = command;
      if (data.sendsFromIp > limits.sendsPerIp) throw new TooManyAttemptsError();
      // Paced per requesting client: a stranger asking again and again waits for their own
      // turns, and never takes the owner's.
      const sent = window.sendsBy[data.client];
      const wait = backoffLeftMs(
        sent?.sends ?? 0,
        limits.freeSendsPerClient,
        sent?.lastSendAt,
        now,
        limits.sendBackoffCapMs,
      );
      if (wait > 0) throw new TooManyAttemptsError(wait);
      return [
        {
          type: 'SignInCodeIssued',
          data: {
            challengeHash,
            client: data.client,
            kind: data.kind,
            codeHash: data.codeHash,
            linkTokenHash: data.linkTokenHash,
            sealedContact: data.sealedContact,
            issuedAt: now,
            expiresAt: later(now, limits.codeLifetimeMs),
          },
        },
      ];
    }
    case 'AttemptSignInCode': {
      const { kind, attemptsFromIp } = command.data;
      const problem = oneTimeCodeProblem(kind, command.data.code);
      if (problem) throw new CodeFormatError(problem);
      if (attemptsFromIp > limits.attemptsPerIp) throw new TooManyAttemptsError();
      if (code?.status === 'locked') throw new TooManyAttemptsError();
      if (code?.status !== 'pending') throw new InvalidCodeError(kind);
      if (Date.parse(now) >= Date.parse(code.expiresAt)) throw new InvalidCodeError(kind, true);
      // A code's first try is always judged: only the holder of its challenge can make it, so
      // however many wrong tries strangers made at the address, the owner typing the code they
      // were just sent gets in. A code already tried wrongly waits out the address's back-off.
      if (code.attempts > 0) {
        const wait = backoffLeftMs(
          window.failures,
          limits.freeFailuresPerDestination,
          window.lastFailureAt,
          now,
          limits.failureBackoffCapMs,
        );
        if (wait > 0) throw new TooManyAttemptsError(wait);
      }
      if (sameHash(command.data.codeHash, code.codeHash))
        return [{ type: 'SignInCodeUsed', data: { challengeHash, via: 'code', usedAt: now } }];
      const attempts = code.attempts + 1;
      const rejected: SignInCodeEvent = {
        type: 'SignInCodeRejected',
        data: { challengeHash, attempts, rejectedAt: now },
      };
      return attempts >= limits.attemptsPerCode
        ? [rejected, { type: 'SignInCodeLocked', data: { challengeHash, lockedAt: now } }]
        : [rejected];
    }
    case 'RedeemMagicLink': {
      const live =
        code?.status === 'pending' &&
        code.linkTokenHash !== null &&
        sameHash(command.data.linkTokenHash, code.linkTokenHash) &&
        Date.parse(now) < Date.parse(code.expiresAt);
      if (!live) throw new InvalidActionCodeError();
      return [{ type: 'SignInCodeUsed', data: { challengeHash, via: 'link', usedAt: now } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

const withCode = (state: SignInCode, challengeHash: string, code: ChallengeCode, window: AttemptWindow) => ({
  window,
  codes: { ...state.codes, [challengeHash]: code },
});

function evolve(state: SignInCode, event: SignInCodeEvent): SignInCode {
  const { challengeHash } = event.data;
  switch (event.type) {
    case 'SignInCodeIssued': {
      const { issuedAt, challengeHash: _, client, ...issued } = event.data;
      const window = windowAt(state.window, issuedAt);
      const sends = (window.sendsBy[client]?.sends ?? 0) + 1;
      const sendsBy = { ...window.sendsBy, [client]: { sends, lastSendAt: issuedAt } };
      return withCode(
        state,
        challengeHash,
        { status: 'pending', ...issued, attempts: 0 },
        { ...window, sendsBy },
      );
    }
    case 'SignInCodeRejected': {
      const code = state.codes[challengeHash];
      if (code?.status !== 'pending') return state;
      const window = windowAt(state.window, event.data.rejectedAt);
      return withCode(
        state,
        challengeHash,
        { ...code, attempts: event.data.attempts },
        { ...window, failures: window.failures + 1, lastFailureAt: event.data.rejectedAt },
      );
    }
    case 'SignInCodeLocked':
      return withCode(
        state,
        challengeHash,
        { status: 'locked' },
        windowAt(state.window, event.data.lockedAt),
      );
    case 'SignInCodeUsed':
      return withCode(state, challengeHash, { status: 'used' }, windowAt(state.window, event.data.usedAt));
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const signInCodeDecider: Decider<SignInCodeCommand, SignInCode, SignInCodeEvent> = {
  initialState: { window: null, codes: {} },
  decide,
  evolve,
};
