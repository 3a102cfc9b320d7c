import type { AuthErrorCode } from '@wine/contracts/identity/auth-error-code';
import type { ContactKind } from '@wine/contracts/identity/contact';
import { signUpConflictMessages } from '@wine/contracts/identity/sign-up';
import { signInMessages } from '@wine/contracts/messages';
import { DomainError } from '@wine/platform/errors/domain-error';

// Identity's refusals. Each carries `details.authCode` (contracts/identity/auth-error-code) so
// the storefront can show the spec's text for the case without parsing messages.

/** Too many sends or tries for the code, the address or the caller's IP (spec section 8). */
export class TooManyAttemptsError extends DomainError {
  /** `retryAfterMs`: how long until the address may try again (a back-off), when known. */
  constructor(retryAfterMs?: number) {
    super('RATE_LIMITED', signInMessages.tooManyAttempts, 429, {
      authCode: 'auth/too-many-requests',
      ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }),
    });
  }
}

/**
 * A code that is wrong, used, superseded, never sent or expired. One text per channel (the
 * spec's), so an attacker learns nothing about which it was beyond the authCode.
 */
export class InvalidCodeError extends DomainError {
  constructor(kind: ContactKind, expired = false) {
    const authCode: AuthErrorCode = expired
      ? 'auth/code-expired'
      : kind === 'phone'
        ? 'auth/invalid-verification-code'
        : 'auth/invalid-credential';
    const message = kind === 'phone' ? signInMessages.invalidCode : signInMessages.invalidVerificationCode;
    super('AUTH_REQUIRED', message, 401, { authCode });
  }
}

/** An account operations made inactive: it gets no session until it is active again. */
export class AccountInactiveError extends DomainError {
  constructor() {
    super('FORBIDDEN', 'This account is inactive. Please contact us to reactivate it.', 403, {
      authCode: 'auth/user-disabled',
    });
  }
}

/** A magic link or custom token that is unknown, used or expired. */
export class InvalidActionCodeError extends DomainError {
  constructor() {
    super('AUTH_REQUIRED', signInMessages.invalidVerificationCode, 401, {
      authCode: 'auth/invalid-action-code',
    });
  }
}

/** A code of the wrong shape (the spec's section 5 texts), caught before it costs an attempt. */
export class CodeFormatError extends DomainError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message, 400, [{ path: ['code'], message, code: 'custom' }]);
  }
}

/** Spec section 8: linking with no current user. */
export class NoCurrentUserError extends DomainError {
  constructor() {
    super('AUTH_REQUIRED', 'There is no signed-in user to link this credential to', 401, {
      authCode: 'custom/no-current-user',
    });
  }
}

/** Spec section 8: linking (or signing up) when the current user is already registered. */
export class UserNotAnonymousError extends DomainError {
  constructor() {
    super('CONFLICT', 'The signed-in user is already registered', 409, {
      authCode: 'custom/user-not-anonymous',
    });
  }
}

/** Spec section 8: "user not found" of the one-time code sign-in. */
export class AccountNotFoundError extends DomainError {
  constructor() {
    super('NOT_FOUND', signInMessages.accountNotFound, 404, { authCode: 'auth/user-not-found' });
  }
}

/** A sign-up for an e-mail or phone another account already proved. */
export class CredentialInUseError extends DomainError {
  constructor(kind: ContactKind) {
    super(
      'CONFLICT',
      kind === 'email' ? signUpConflictMessages.emailInUse : signUpConflictMessages.phoneInUse,
      409,
      {
        authCode: 'auth/credential-already-in-use',
      },
    );
  }
}

/** A refresh that cannot continue: unknown, expired, revoked or reused token, or a closed account. */
export class SessionEndedError extends DomainError {
  constructor() {
    super('AUTH_REQUIRED', 'Your session has ended. Please sign in again.', 401);
  }
}

/** getCustomTokenForEmail without a checkout of that e-mail completed in the last 15 minutes. */
export class NoRecentCheckoutError extends DomainError {
  constructor() {
    super(
      'FORBIDDEN',
      'No checkout was just completed with this email address. Please sign in with a code.',
      403,
      {
        authCode: 'auth/invalid-action-code',
      },
    );
  }
}

/** Spec section 8: a phone number outside the regions sign-in codes are sent to. */
export class PhoneRegionRestrictedError extends DomainError {
  constructor() {
    super('FORBIDDEN', signInMessages.wrongPhoneNumber, 403, {
      authCode: 'auth/admin-restricted-operation',
    });
  }
}

/**
 * Spec section 8: a number the SMS provider refused (auth/invalid-phone-number, auth/unknown).
 * A 400 like a number of the wrong shape, its provider code in the problem's `code`.
 */
export class PhoneNumberRefusedError extends DomainError {
  constructor(authCode: 'auth/invalid-phone-number' | 'auth/unknown') {
    const message = signInMessages.wrongPhoneNumber;
    super('VALIDATION_ERROR', message, 400, [{ path: ['phone'], message, code: authCode }]);
  }
}

/**
 * A code send whose captcha was not solved, was solved for another challenge, has expired or
 * was used already (spec sections 4 and 5): nothing is sent. `details.captcha` says which.
 */
export class CaptchaRefusedError extends DomainError {
  constructor(reason: 'invalid' | 'expired' | 'used') {
    super('FORBIDDEN', 'The sign-in check did not pass. Please try again.', 403, { captcha: reason });
  }
}
