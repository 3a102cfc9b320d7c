import type { ContactKind } from '@wine/contracts/identity/contact';
import { oneTimeCodeMessages, signInMessages } from '@wine/contracts/messages';
import { fold } from '@wine/platform/domain/decider';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import {
  CodeFormatError,
  InvalidActionCodeError,
  InvalidCodeError,
  TooManyAttemptsError,
} from '../identity-errors.ts';
import type { SignInCodeCommand, SignInCodeEvent } from './sign-in-code.ts';
import { signInCodeDecider } from './sign-in-code-decider.ts';

const { given } = specFor(signInCodeDecider);
const t0 = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const issued = (
  minutes = 0,
  codeHash = 'hash-right',
  linkTokenHash: string | null = 'link-hash',
): SignInCodeEvent => ({
  type: 'SignInCodeIssued',
  data: {
    kind: 'email',
    codeHash,
    linkTokenHash,
    sealedContact: linkTokenHash && 'sealed',
    issuedAt: at(minutes),
    expiresAt: at(minutes + 10),
  },
});
const rejected = (attempts: number, minutes = 1): SignInCodeEvent => ({
  type: 'SignInCodeRejected',
  data: { attempts, rejectedAt: at(minutes) },
});
const lockedAfterFiveWrong = (minutes: number): SignInCodeEvent[] => [
  ...[1, 2, 3, 4, 5].map((n) => rejected(n, minutes)),
  { type: 'SignInCodeLocked', data: { lockedAt: at(minutes) } },
];
const used = (minutes = 1): SignInCodeEvent => ({
  type: 'SignInCodeUsed',
  data: { via: 'code', usedAt: at(minutes) },
});

const issue = (minutes = 0, sendsFromIp = 1): SignInCodeCommand => ({
  type: 'IssueSignInCode',
  data: { kind: 'email', codeHash: 'hash-new', linkTokenHash: null, sealedContact: null, sendsFromIp },
  metadata: { now: at(minutes) },
});
const attempt = (
  codeHash: string,
  { minutes = 1, code = 'ABCD2345', kind = 'email' as ContactKind, attemptsFromIp = 1 } = {},
): SignInCodeCommand => ({
  type: 'AttemptSignInCode',
  data: { kind, code, codeHash, attemptsFromIp },
  metadata: { now: at(minutes) },
});
const redeem = (linkTokenHash: string, minutes = 1): SignInCodeCommand => ({
  type: 'RedeemMagicLink',
  data: { linkTokenHash },
  metadata: { now: at(minutes) },
});

/** The Retry-After a refusal carries, in seconds. */
function retryAfterOf(history: SignInCodeEvent[], command: SignInCodeCommand): unknown {
  try {
    signInCodeDecider.decide(command, fold(signInCodeDecider, history));
  } catch (error) {
    return (error as { details?: { retryAfterSeconds?: unknown } }).details?.retryAfterSeconds;
  }
  return undefined;
}

function authCodeOf(history: SignInCodeEvent[], command: SignInCodeCommand): unknown {
  try {
    signInCodeDecider.decide(command, fold(signInCodeDecider, history));
  } catch (error) {
    return (error as { details?: { authCode?: unknown } }).details?.authCode;
  }
  return undefined;
}

describe('sending a code', () => {
  it('issues a code that expires 10 minutes later', () =>
    given([])
      .when(issue())
      .then([
        {
          type: 'SignInCodeIssued',
          data: {
            kind: 'email',
            codeHash: 'hash-new',
            linkTokenHash: null,
            sealedContact: null,
            issuedAt: t0,
            expiresAt: at(10),
          },
        },
      ]));

  it('sends three codes to one address at once, then makes the fourth wait 30 seconds', () => {
    given([issued(0), issued(0), issued(0)])
      .when(issue(0.25))
      .thenThrows(TooManyAttemptsError, signInMessages.tooManyAttempts);
    expect(retryAfterOf([issued(0), issued(0), issued(0)], issue(0.25))).toBe(15);
    given([issued(0), issued(0), issued(0)])
      .when(issue(0.5))
      .thenState((state) => expect(state).toMatchObject({ status: 'pending', window: { sends: 4 } }));
  });

  it('doubles the wait with every further code, up to five minutes: never a lock-out', () => {
    const sends = Array.from({ length: 10 }, () => issued(0));
    expect(retryAfterOf(sends.slice(0, 4), issue(0))).toBe(60);
    expect(retryAfterOf(sends.slice(0, 5), issue(0))).toBe(120);
    expect(retryAfterOf(sends, issue(0))).toBe(300);
    given(sends)
      .when(issue(5))
      .thenState((state) => expect(state.status).toBe('pending'));
  });

  it('forgets an address after a day', () =>
    given(Array.from({ length: 10 }, () => issued(0)))
      .when(issue(24 * 60))
      .thenState((state) => expect(state).toMatchObject({ status: 'pending', window: { sends: 1 } })));

  it('refuses a caller IP that asked for more than 20 codes this hour', () =>
    given([]).when(issue(0, 21)).thenThrows(TooManyAttemptsError));

  it('sends a new code to an address whose last one was locked by wrong tries: the owner can ask again', () =>
    given([issued(0, 'a'), ...lockedAfterFiveWrong(1)])
      .when(issue(2))
      .thenState((state) => expect(state.status).toBe('pending')));
});

describe('trying a code', () => {
  it('accepts the right code', () =>
    given([issued()])
      .when(attempt('hash-right'))
      .then([{ type: 'SignInCodeUsed', data: { via: 'code', usedAt: at(1) } }]));

  it('accepts it only once', () =>
    given([issued(), used()])
      .when(attempt('hash-right', { minutes: 2 }))
      .thenThrows(InvalidCodeError));

  it('records a wrong code as a failed attempt', () =>
    given([issued()])
      .when(attempt('hash-wrong'))
      .then([rejected(1)]));

  it('uses the e-mail text for an e-mail code', () =>
    given([])
      .when(attempt('hash-wrong'))
      .thenThrows(InvalidCodeError, signInMessages.invalidVerificationCode));

  it('uses the phone text for a phone code', () =>
    given([])
      .when(attempt('hash-wrong', { kind: 'phone', code: '123456' }))
      .thenThrows(InvalidCodeError, signInMessages.invalidCode));

  it('locks the code at the fifth wrong try', () =>
    given([issued(), rejected(1), rejected(2), rejected(3), rejected(4)])
      .when(attempt('hash-wrong'))
      .then(lockedAfterFiveWrong(1).slice(-2)));

  it('refuses even the right code once locked', () =>
    given([issued(), ...lockedAfterFiveWrong(1)])
      .when(attempt('hash-right', { minutes: 2 }))
      .thenThrows(TooManyAttemptsError, signInMessages.tooManyAttempts));

  it('refuses an expired code with the invalid-code text, without counting it', () => {
    given([issued()])
      .when(attempt('hash-right', { minutes: 10 }))
      .thenThrows(InvalidCodeError, signInMessages.invalidVerificationCode);
    expect(authCodeOf([issued()], attempt('hash-right', { minutes: 10 }))).toBe('auth/code-expired');
    expect(authCodeOf([issued()], attempt('hash-wrong'))).toBeUndefined();
  });

  it('refuses a code that was never sent', () => {
    given([]).when(attempt('hash-right')).thenThrows(InvalidCodeError);
    expect(authCodeOf([], attempt('hash-right'))).toBe('auth/invalid-credential');
  });

  it('takes only the latest code: a new one replaces the last', () =>
    given([issued(0, 'hash-first'), issued(1, 'hash-second')])
      .when(attempt('hash-first', { minutes: 2 }))
      .then([rejected(1, 2)]));

  it('refuses a caller IP with more than 30 tries this hour', () =>
    given([issued()])
      .when(attempt('hash-right', { attemptsFromIp: 31 }))
      .thenThrows(TooManyAttemptsError));

  it('makes the try after five wrong ones on an address wait 30 seconds, a fresh code included', () => {
    const afterFive = [issued(0, 'a'), ...lockedAfterFiveWrong(1), issued(2, 'b')];
    given(afterFive)
      .when(attempt('b', { minutes: 1.25 }))
      .thenThrows(TooManyAttemptsError);
    expect(retryAfterOf(afterFive, attempt('b', { minutes: 1.25 }))).toBe(15);
    given(afterFive)
      .when(attempt('b', { minutes: 2 }))
      .then([{ type: 'SignInCodeUsed', data: { via: 'code', usedAt: at(2) } }]);
  });

  it('doubles the wait with every further wrong try, up to 15 minutes: the owner is slowed, never locked out', () => {
    const wrongTries = [
      issued(0, 'a'),
      ...lockedAfterFiveWrong(0),
      issued(0, 'b'),
      ...lockedAfterFiveWrong(0),
      issued(10, 'c'),
    ];
    expect(retryAfterOf(wrongTries, attempt('c', { minutes: 0 }))).toBe(15 * 60);
    given(wrongTries)
      .when(attempt('c', { minutes: 15 }))
      .then([{ type: 'SignInCodeUsed', data: { via: 'code', usedAt: at(15) } }]);
  });

  it('checks the shape first, with the spec texts, at no cost of an attempt', () => {
    given([issued()])
      .when(attempt('x', { code: 'ABC' }))
      .thenThrows(CodeFormatError, oneTimeCodeMessages.emailCodeIncomplete);
    given([issued()])
      .when(attempt('x', { code: 'ABCD-123' }))
      .thenThrows(CodeFormatError, oneTimeCodeMessages.emailCodeLettersAndDigitsOnly);
    given([issued()])
      .when(attempt('x', { kind: 'phone', code: '12345' }))
      .thenThrows(CodeFormatError, oneTimeCodeMessages.phoneCodeIncomplete);
    given([issued()])
      .when(attempt('x', { kind: 'phone', code: '12345a' }))
      .thenThrows(CodeFormatError, oneTimeCodeMessages.phoneCodeDigitsOnly);
  });
});

describe('following a magic link', () => {
  it('signs in with a live link', () =>
    given([issued()])
      .when(redeem('link-hash'))
      .then([{ type: 'SignInCodeUsed', data: { via: 'link', usedAt: at(1) } }]));

  it('refuses a link used before', () =>
    given([issued(), { type: 'SignInCodeUsed', data: { via: 'link', usedAt: at(1) } }])
      .when(redeem('link-hash', 2))
      .thenThrows(InvalidActionCodeError, signInMessages.invalidVerificationCode));

  it('refuses a link once its code was used', () =>
    given([issued(), used()]).when(redeem('link-hash', 2)).thenThrows(InvalidActionCodeError));

  it('refuses an expired link', () =>
    given([issued()]).when(redeem('link-hash', 10)).thenThrows(InvalidActionCodeError));

  it('refuses the link of a replaced code, and a code sent without a link', () => {
    given([issued(0), issued(1, 'hash-second', 'other-link')])
      .when(redeem('link-hash', 2))
      .thenThrows(InvalidActionCodeError);
    given([issued(0, 'hash-right', null)])
      .when(redeem('link-hash'))
      .thenThrows(InvalidActionCodeError);
  });
});
