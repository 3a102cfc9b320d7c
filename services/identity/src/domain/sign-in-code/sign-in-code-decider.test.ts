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

// The owner asks from their browser; a stranger from elsewhere, with challenges of their own.
const OWNER = 'owner-ip';
const STRANGER = 'stranger-ip';

const issued = ({
  minutes = 0,
  challenge = 'owner-challenge',
  client = OWNER,
  codeHash = 'hash-right',
  linkTokenHash = 'link-hash' as string | null,
} = {}): SignInCodeEvent => ({
  type: 'SignInCodeIssued',
  data: {
    challengeHash: challenge,
    client,
    kind: 'email',
    codeHash,
    linkTokenHash,
    sealedContact: linkTokenHash && 'sealed',
    issuedAt: at(minutes),
    expiresAt: at(minutes + 10),
  },
});
const rejected = (attempts: number, minutes = 1, challenge = 'owner-challenge'): SignInCodeEvent => ({
  type: 'SignInCodeRejected',
  data: { challengeHash: challenge, attempts, rejectedAt: at(minutes) },
});
const lockedAfterFiveWrong = (minutes: number, challenge = 'owner-challenge'): SignInCodeEvent[] => [
  ...[1, 2, 3, 4, 5].map((n) => rejected(n, minutes, challenge)),
  { type: 'SignInCodeLocked', data: { challengeHash: challenge, lockedAt: at(minutes) } },
];
const used = (
  minutes = 1,
  challenge = 'owner-challenge',
  via: 'code' | 'link' = 'code',
): SignInCodeEvent => ({
  type: 'SignInCodeUsed',
  data: { challengeHash: challenge, via, usedAt: at(minutes) },
});
/** A stranger who asked for a code of their own and guessed at it five times. */
const strangerGuessedFive = (n: number, minutes = 0): SignInCodeEvent[] => [
  issued({ minutes, challenge: `stranger-${n}`, client: STRANGER, codeHash: `hash-stranger-${n}` }),
  ...lockedAfterFiveWrong(minutes, `stranger-${n}`),
];

const issue = (minutes = 0, { sendsFromIp = 1, client = OWNER, challenge = 'new-challenge' } = {}) =>
  ({
    type: 'IssueSignInCode',
    data: {
      challengeHash: challenge,
      client,
      kind: 'email',
      codeHash: 'hash-new',
      linkTokenHash: null,
      sealedContact: null,
      sendsFromIp,
    },
    metadata: { now: at(minutes) },
  }) satisfies SignInCodeCommand;
const attempt = (
  codeHash: string,
  {
    minutes = 1,
    code = 'ABCD2345',
    kind = 'email' as ContactKind,
    attemptsFromIp = 1,
    challenge = 'owner-challenge',
  } = {},
): SignInCodeCommand => ({
  type: 'AttemptSignInCode',
  data: { challengeHash: challenge, kind, code, codeHash, attemptsFromIp },
  metadata: { now: at(minutes) },
});
const redeem = (linkTokenHash: string, minutes = 1, challenge = 'owner-challenge'): SignInCodeCommand => ({
  type: 'RedeemMagicLink',
  data: { challengeHash: challenge, linkTokenHash },
  metadata: { now: at(minutes) },
});

function refusalOf(history: SignInCodeEvent[], command: SignInCodeCommand) {
  try {
    signInCodeDecider.decide(command, fold(signInCodeDecider, history));
  } catch (error) {
    return (error as { details?: { retryAfterSeconds?: unknown; authCode?: unknown } }).details;
  }
  return undefined;
}
/** The Retry-After a refusal carries, in seconds. */
const retryAfterOf = (history: SignInCodeEvent[], command: SignInCodeCommand) =>
  refusalOf(history, command)?.retryAfterSeconds;
const authCodeOf = (history: SignInCodeEvent[], command: SignInCodeCommand) =>
  refusalOf(history, command)?.authCode;

describe('sending a code', () => {
  it('issues a code under the new challenge that expires 10 minutes later', () =>
    given([])
      .when(issue())
      .then([
        {
          type: 'SignInCodeIssued',
          data: {
            challengeHash: 'new-challenge',
            client: OWNER,
            kind: 'email',
            codeHash: 'hash-new',
            linkTokenHash: null,
            sealedContact: null,
            issuedAt: t0,
            expiresAt: at(10),
          },
        },
      ]));

  it('sends one client three codes to an address at once, then makes its fourth wait 30 seconds', () => {
    const three = [1, 2, 3].map((n) => issued({ challenge: `c${n}` }));
    given(three).when(issue(0.25)).thenThrows(TooManyAttemptsError, signInMessages.tooManyAttempts);
    expect(retryAfterOf(three, issue(0.25))).toBe(15);
    given(three)
      .when(issue(0.5))
      .thenState((state) => expect(state.window?.sendsBy[OWNER]?.sends).toBe(4));
  });

  it('doubles the wait with every further code, up to an hour: never a lock-out', () => {
    const sends = Array.from({ length: 12 }, (_, n) => issued({ challenge: `c${n}` }));
    expect(retryAfterOf(sends.slice(0, 4), issue(0))).toBe(60);
    expect(retryAfterOf(sends.slice(0, 5), issue(0))).toBe(120);
    expect(retryAfterOf(sends, issue(0))).toBe(60 * 60);
    given(sends)
      .when(issue(60))
      .thenState((state) => expect(state.codes['new-challenge']?.status).toBe('pending'));
  });

  it('an owner locked out of code sign-in: a stranger asking for code after code never makes the owner wait to ask', () => {
    const strangerSends = Array.from({ length: 12 }, (_, n) =>
      issued({ challenge: `s${n}`, client: STRANGER }),
    );
    given(strangerSends)
      .when(issue(0, { client: OWNER }))
      .thenState((state) => expect(state.codes['new-challenge']?.status).toBe('pending'));
  });

  it('forgets an address after a day', () =>
    given(Array.from({ length: 10 }, (_, n) => issued({ challenge: `c${n}` })))
      .when(issue(24 * 60))
      .thenState((state) => expect(state.window?.sendsBy[OWNER]?.sends).toBe(1)));

  it('refuses a caller IP that asked for more than 20 codes this hour', () =>
    given([])
      .when(issue(0, { sendsFromIp: 21 }))
      .thenThrows(TooManyAttemptsError));
});

describe('trying a code', () => {
  it('accepts the right code under its challenge', () =>
    given([issued()]).when(attempt('hash-right')).then([used()]));

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

  it('refuses a try under a challenge that was never handed out, counting nothing', () => {
    given([issued()])
      .when(attempt('hash-right', { challenge: 'guessed' }))
      .thenThrows(InvalidCodeError);
    expect(authCodeOf([], attempt('hash-right'))).toBe('auth/invalid-credential');
  });

  it('keeps each code to its own challenge: a second code does not end the first', () =>
    given([
      issued({ challenge: 'first', codeHash: 'hash-first' }),
      issued({ minutes: 1, challenge: 'second' }),
    ])
      .when(attempt('hash-first', { minutes: 2, challenge: 'first' }))
      .then([used(2, 'first')]));

  it('refuses a caller IP with more than 30 tries this hour', () =>
    given([issued()])
      .when(attempt('hash-right', { attemptsFromIp: 31 }))
      .thenThrows(TooManyAttemptsError));

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

describe('an owner locked out of code sign-in: a stranger guessing at the address', () => {
  it("cannot lock the owner's code: the stranger's wrong tries land on their own codes", () =>
    given([issued(), ...strangerGuessedFive(1), ...strangerGuessedFive(2)])
      .when(attempt('hash-right', { minutes: 0.1 }))
      .then([used(0.1)]));

  it("cannot make the owner's first try wait, however recent the stranger's last guess", () => {
    const history = [...strangerGuessedFive(1), ...strangerGuessedFive(2, 1), issued({ minutes: 1 })];
    given(history)
      .when(attempt('hash-right', { minutes: 1 }))
      .then([used(1)]);
  });

  it('makes every try after a wrong one wait, once the address has five wrong tries: a guesser gets one free try per code', () => {
    // The sixth wrong try at the address (the owner's typo) is followed by a minute's wait.
    const history = [...strangerGuessedFive(1), issued({ minutes: 1 }), rejected(1, 1)];
    given(history)
      .when(attempt('hash-right', { minutes: 1.25 }))
      .thenThrows(TooManyAttemptsError);
    expect(retryAfterOf(history, attempt('hash-right', { minutes: 1.25 }))).toBe(45);
    given(history)
      .when(attempt('hash-right', { minutes: 2 }))
      .then([used(2)]);
  });

  it('doubles that wait up to 15 minutes, longer than a code lives: the owner asks for a fresh code, whose first try is judged', () => {
    const guessed = [...strangerGuessedFive(1), ...strangerGuessedFive(2), ...strangerGuessedFive(3)];
    const typo = [...guessed, issued(), rejected(1, 0)];
    expect(retryAfterOf(typo, attempt('hash-right', { minutes: 0 }))).toBe(15 * 60);
    const fresh = [...typo, issued({ minutes: 0.5, challenge: 'fresh', codeHash: 'hash-fresh' })];
    given(fresh)
      .when(attempt('hash-fresh', { minutes: 0.5, challenge: 'fresh' }))
      .then([used(0.5, 'fresh')]);
  });
});

describe('following a magic link', () => {
  it('signs in with a live link', () =>
    given([issued()])
      .when(redeem('link-hash'))
      .then([used(1, 'owner-challenge', 'link')]));

  it('refuses a link used before', () =>
    given([issued(), used(1, 'owner-challenge', 'link')])
      .when(redeem('link-hash', 2))
      .thenThrows(InvalidActionCodeError, signInMessages.invalidVerificationCode));

  it('refuses a link once its code was used', () =>
    given([issued(), used()]).when(redeem('link-hash', 2)).thenThrows(InvalidActionCodeError));

  it('refuses an expired link', () =>
    given([issued()]).when(redeem('link-hash', 10)).thenThrows(InvalidActionCodeError));

  it('refuses a link that is not its code’s, and a code sent without a link', () => {
    given([issued({ linkTokenHash: 'other-link' })])
      .when(redeem('link-hash'))
      .thenThrows(InvalidActionCodeError);
    given([issued({ linkTokenHash: null })])
      .when(redeem('link-hash'))
      .thenThrows(InvalidActionCodeError);
  });
});
