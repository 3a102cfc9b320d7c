import { signInMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { loginCheckAnswer } from './login-check-answer.ts';

const failed = (status: number, message: string | undefined) =>
  new ApiError(
    { kind: 'http', code: `HTTP_${status}`, message: `Request failed with status ${status}`, status },
    message,
  );

describe('the login check before the code (spec section 8)', () => {
  it("Login check failure returns exists false with the server errorMessage, or 'User doesn't exist' on 404", () => {
    expect(loginCheckAnswer(failed(404, 'No such person'))).toEqual({
      exists: false,
      errorMessage: 'No such person',
      noAccount: true,
    });
    expect(loginCheckAnswer(failed(404, undefined))).toEqual({
      exists: false,
      errorMessage: signInMessages.userDoesNotExist,
      noAccount: true,
    });
  });

  it('a failed login check (403, 429, 5xx, no answer) is exists false with the server errorMessage: sign-in does not go on (issue 36, rule 2)', () => {
    expect(loginCheckAnswer(failed(429, 'Too many checks from this address'))).toEqual({
      exists: false,
      errorMessage: 'Too many checks from this address',
      noAccount: false,
    });
    expect(loginCheckAnswer(failed(403, 'Not from here'))).toMatchObject({ errorMessage: 'Not from here' });
    const down = new ApiError({ kind: 'server', code: 'SERVER_ERROR', message: 'Server error', status: 503 });
    expect(loginCheckAnswer(down)).toEqual({ exists: false, errorMessage: 'Server error', noAccount: false });
    const offline = new ApiError({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
    expect(loginCheckAnswer(offline)).toMatchObject({
      errorMessage: 'Network request failed',
      noAccount: false,
    });
    expect(loginCheckAnswer(new Error('boom'))).toBeUndefined();
  });
});
