import { signInMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { loginCheckAnswer } from './login-check-answer.ts';

const notFound = (message: string | undefined) =>
  new ApiError(
    { kind: 'http', code: 'HTTP_404', message: 'Request failed with status 404', status: 404 },
    message,
  );

describe('the login check before the code (spec section 8)', () => {
  it("Login check failure returns exists false with the server errorMessage, or 'User doesn't exist' on 404", () => {
    expect(loginCheckAnswer(notFound('No such person'))).toEqual({
      exists: false,
      errorMessage: 'No such person',
    });
    expect(loginCheckAnswer(notFound(undefined))).toEqual({
      exists: false,
      errorMessage: signInMessages.userDoesNotExist,
    });
  });

  it('gives no answer when the check itself failed (server down, no answer, too many checks): sign-in goes on', () => {
    const down = new ApiError({ kind: 'server', code: 'SERVER_ERROR', message: 'Server error', status: 503 });
    const offline = new ApiError({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
    const limited = new ApiError({ kind: 'http', code: 'HTTP_429', message: 'x', status: 429 });
    for (const failure of [down, offline, limited, new Error('boom')]) {
      expect(loginCheckAnswer(failure)).toBeUndefined();
    }
  });
});
