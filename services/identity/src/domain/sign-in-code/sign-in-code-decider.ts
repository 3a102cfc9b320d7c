import { timingSafeEqual } from 'node:crypto';
import { oneTimeCodeProblem } from '@wine/contracts/identity/one-time-code';
import type { Decider } from '@wine/platform/domain/decider';
import {
  CodeFormatError,
  InvalidActionCodeError,
  InvalidCodeError,
  TooManyAttemptsError,
} from '../identity-errors.ts';
import type { AttemptWindow, SignInCode, SignInCodeCommand, SignInCodeEvent } from './sign-in-code.ts';
import { backoffLeftMs, signInCodeLimits as limits } from './sign-in-code-limits.ts';

const later = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

/** The window `at` falls in: the current one, or a fresh one once it has run out. */
function windowAt(window: AttemptWindow | null, at: string): AttemptWindow {
  if (window && Date.parse(at) - Date.parse(window.startedAt) < limits.windowMs) return window;
  return { startedAt: at, sends: 0, failures: 0, lastSendAt: null, lastFailureAt: null };
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
  switch (command.type) {
    case 'IssueSignInCode': {
      const { data } = command;
      if (data.sendsFromIp > limits.sendsPerIp) throw new TooManyAttemptsError();
      const { sends, lastSendAt } = window;
      const wait = backoffLeftMs(
        sends,
        limits.freeSendsPerDestination,
        lastSendAt,
        now,
        limits.sendBackoffCapMs,
      );
      if (wait > 0) throw new TooManyAttemptsError(wait);
      return [
        {
          type: 'SignInCodeIssued',
          data: {
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
      const { kind, code, codeHash, attemptsFromIp } = command.data;
      const problem = oneTimeCodeProblem(kind, code);
      if (problem) throw new CodeFormatError(problem);
      if (attemptsFromIp > limits.attemptsPerIp) throw new TooManyAttemptsError();
      const { failures, lastFailureAt } = window;
      const wait = backoffLeftMs(
        failures,
        limits.freeFailuresPerDestination,
        lastFailureAt,
        now,
        limits.failureBackoffCapMs,
      );
      if (wait > 0) throw new TooManyAttemptsError(wait);
      if (state.status === 'locked') throw new TooManyAttemptsError();
      if (state.status !== 'pending') throw new InvalidCodeError(kind);
      if (Date.parse(now) >= Date.parse(state.expiresAt)) throw new InvalidCodeError(kind, true);
      if (sameHash(codeHash, state.codeHash))
        return [{ type: 'SignInCodeUsed', data: { via: 'code', usedAt: now } }];
      const attempts = state.attempts + 1;
      const rejected: SignInCodeEvent = { type: 'SignInCodeRejected', data: { attempts, rejectedAt: now } };
      return attempts >= limits.attemptsPerCode
        ? [rejected, { type: 'SignInCodeLocked', data: { lockedAt: now } }]
        : [rejected];
    }
    case 'RedeemMagicLink': {
      const live =
        state.status === 'pending' &&
        state.linkTokenHash !== null &&
        sameHash(command.data.linkTokenHash, state.linkTokenHash) &&
        Date.parse(now) < Date.parse(state.expiresAt);
      if (!live) throw new InvalidActionCodeError();
      return [{ type: 'SignInCodeUsed', data: { via: 'link', usedAt: now } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: SignInCode, event: SignInCodeEvent): SignInCode {
  switch (event.type) {
    case 'SignInCodeIssued': {
      const { issuedAt, ...code } = event.data;
      const window = windowAt(state.window, issuedAt);
      const sent = { ...window, sends: window.sends + 1, lastSendAt: issuedAt };
      return { status: 'pending', ...code, attempts: 0, window: sent };
    }
    case 'SignInCodeRejected': {
      if (state.status !== 'pending') return state;
      const window = windowAt(state.window, event.data.rejectedAt);
      return {
        ...state,
        attempts: event.data.attempts,
        window: { ...window, failures: window.failures + 1, lastFailureAt: event.data.rejectedAt },
      };
    }
    case 'SignInCodeLocked':
      return { status: 'locked', window: windowAt(state.window, event.data.lockedAt) };
    case 'SignInCodeUsed':
      return { status: 'used', window: windowAt(state.window, event.data.usedAt) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const signInCodeDecider: Decider<SignInCodeCommand, SignInCode, SignInCodeEvent> = {
  initialState: { status: 'none', window: null },
  decide,
  evolve,
};
