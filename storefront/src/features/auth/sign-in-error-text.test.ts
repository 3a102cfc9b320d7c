import { signInMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { signInErrorText } from './sign-in-error-text.ts';

const refused = (status: number, authCode: string, message: string) =>
  new ApiError({ kind: 'http', code: `HTTP_${status}`, message, status, details: { authCode } });

describe('signInErrorText', () => {
  it('uses the one-time code texts for an e-mail code', () => {
    expect(signInErrorText('email', refused(401, 'auth/invalid-credential', 'x'))).toBe(
      signInMessages.invalidVerificationCode,
    );
    expect(signInErrorText('email', refused(404, 'auth/user-not-found', 'x'))).toBe(
      signInMessages.accountNotFound,
    );
    expect(signInErrorText('email', refused(429, 'auth/too-many-requests', 'x'))).toBe(
      signInMessages.tooManyAttempts,
    );
  });

  it('uses the phone texts first for a phone code', () => {
    expect(signInErrorText('phone', refused(401, 'auth/invalid-verification-code', 'x'))).toBe(
      signInMessages.invalidCode,
    );
    expect(signInErrorText('phone', refused(400, 'auth/invalid-phone-number', 'x'))).toBe(
      signInMessages.wrongPhoneNumber,
    );
    expect(signInErrorText('phone', refused(429, 'auth/too-many-requests', 'x'))).toBe(
      signInMessages.tooManyAttempts,
    );
  });

  it("shows the phone texts for identity's phone provider errors, as the server sends them", () => {
    const problem = (path: string, code: string) =>
      new ApiError({
        kind: 'validation',
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        status: 400,
        details: [{ path: [path], message: 'as raised', code }],
      });
    expect(signInErrorText('phone', problem('phone', 'auth/invalid-phone-number'))).toBe(
      signInMessages.wrongPhoneNumber,
    );
    expect(signInErrorText('phone', refused(403, 'auth/admin-restricted-operation', 'x'))).toBe(
      signInMessages.wrongPhoneNumber,
    );
    // A number the SMS provider refused for a reason of its own.
    expect(signInErrorText('phone', problem('phone', 'auth/unknown'))).toBe(signInMessages.wrongPhoneNumber);
    expect(signInErrorText('phone', problem('code', 'auth/missing-verification-code'))).toBe(
      signInMessages.invalidCode,
    );
  });

  it('says so when the network failed', () => {
    const offline = new ApiError({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
    expect(signInErrorText('email', offline)).toBe(signInMessages.networkError);
    expect(signInErrorText('phone', offline)).toBe(signInMessages.networkError);
  });

  it('shows other errors as raised, and a 400 by its first problem', () => {
    const expired = refused(401, 'auth/code-expired', 'Invalid verification code. Please try again.');
    expect(signInErrorText('email', expired)).toBe('Invalid verification code. Please try again.');
    const invalid = new ApiError({
      kind: 'validation',
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      status: 400,
      details: [{ path: ['email'], message: 'Please enter a valid email address', code: 'custom' }],
    });
    expect(signInErrorText('email', invalid)).toBe('Please enter a valid email address');
    expect(signInErrorText('email', new Error('Something else'))).toBe('Something else');
  });
});
