import { describe, expect, it } from 'vitest';
import {
  defaultErrorMessages,
  ErrorCode,
  ErrorEnvelope,
  errorEnvelope,
  errorHttpStatus,
  failureFromThrown,
  KnownErrorCode,
  mapClientError,
  mapHttpFailure,
} from './errors.ts';

describe('error codes', () => {
  it('accept the known codes and HTTP_{status}', () => {
    expect(ErrorCode.safeParse('AUTH_REQUIRED').success).toBe(true);
    expect(ErrorCode.safeParse('CONCURRENCY_CONFLICT').success).toBe(true);
    expect(ErrorCode.safeParse('HTTP_404').success).toBe(true);
  });
  it('refuse anything else', () => {
    expect(ErrorCode.safeParse('HTTP_').success).toBe(false);
    expect(ErrorCode.safeParse('OOPS').success).toBe(false);
  });
  it('carry the spec default messages', () => {
    expect(defaultErrorMessages.AUTH_REQUIRED).toBe('Authentication failed');
    expect(defaultErrorMessages.VALIDATION_ERROR).toBe('Validation failed');
    expect(defaultErrorMessages.SERVER_ERROR).toBe('Server error');
    expect(defaultErrorMessages.TIMEOUT).toBe('Request timeout');
    expect(defaultErrorMessages.NETWORK_ERROR).toBe('Network request failed');
  });
  it('each have an HTTP status for the server to answer with', () => {
    for (const code of KnownErrorCode.options) expect(errorHttpStatus[code]).toBeGreaterThanOrEqual(400);
    expect(errorHttpStatus.VALIDATION_ERROR).toBe(400);
    expect(errorHttpStatus.AUTH_REQUIRED).toBe(401);
    expect(errorHttpStatus.NOT_FOUND).toBe(404);
  });
});

describe('the error envelope', () => {
  it('mirrors the message at the top level as errorMessage', () => {
    const body = errorEnvelope('NOT_FOUND', { requestId: 'req-1' });
    expect(body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'req-1' },
      errorMessage: 'Not found',
    });
    expect(ErrorEnvelope.safeParse(body).success).toBe(true);
  });
  it('carries a given message and details', () => {
    const body = errorEnvelope('VALIDATION_ERROR', { message: 'Bad e-mail', details: [{ path: ['email'] }] });
    expect(body.error.details).toEqual([{ path: ['email'] }]);
    expect(body.errorMessage).toBe('Bad e-mail');
  });
  it('words an HTTP_{status} code like the client would', () =>
    expect(errorEnvelope('HTTP_418').errorMessage).toBe('Request failed with status 418'));
  it('refuses a body without errorMessage', () =>
    expect(ErrorEnvelope.safeParse({ error: { code: 'CONFLICT', message: 'Conflict' } }).success).toBe(
      false,
    ));
});

describe('mapping a failed response', () => {
  it('401 is an authentication error with the default message', () =>
    expect(mapHttpFailure({ status: 401 })).toEqual({
      kind: 'authentication',
      code: 'AUTH_REQUIRED',
      message: 'Authentication failed',
      status: 401,
    }));

  it('401 takes the message from the body when there is one', () =>
    expect(mapHttpFailure({ status: 401, body: { message: 'Token expired' } }).message).toBe(
      'Token expired',
    ));

  it('400 is a validation error with the details', () => {
    const error = mapHttpFailure({
      status: 400,
      body: errorEnvelope('VALIDATION_ERROR', { details: ['x'] }),
    });
    expect(error).toMatchObject({
      kind: 'validation',
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
    });
    expect(error.details).toEqual(['x']);
  });

  it('400 from another server keeps its body as the details', () =>
    expect(mapHttpFailure({ status: 400, body: { field: 'email' } }).details).toEqual({ field: 'email' }));

  it('500 and above is a server error, whatever the body says', () => {
    expect(mapHttpFailure({ status: 500, body: { message: 'boom' } })).toMatchObject({
      code: 'SERVER_ERROR',
      message: 'Server error',
    });
    expect(mapHttpFailure({ status: 503 }).code).toBe('SERVER_ERROR');
  });

  it('499 is not a server error', () => expect(mapHttpFailure({ status: 499 }).code).toBe('HTTP_499'));

  it('another status becomes HTTP_{status} with the default text', () =>
    expect(mapHttpFailure({ status: 404 })).toEqual({
      kind: 'http',
      code: 'HTTP_404',
      message: 'Request failed with status 404',
      status: 404,
    }));

  it('takes a string error field first', () =>
    expect(mapHttpFailure({ status: 404, body: { error: 'No such wine', message: 'other' } }).message).toBe(
      'No such wine',
    ));

  it('takes error.message when error is an object', () =>
    expect(
      mapHttpFailure({ status: 409, body: errorEnvelope('CONFLICT', { message: 'Already paid' }) }).message,
    ).toBe('Already paid'));

  it('then message, then errorMessage', () => {
    expect(mapHttpFailure({ status: 403, body: { message: 'No', errorMessage: 'Nope' } }).message).toBe('No');
    expect(mapHttpFailure({ status: 403, body: { errorMessage: 'Nope' } }).message).toBe('Nope');
  });

  it('ignores empty and non-string message fields', () =>
    expect(
      mapHttpFailure({ status: 422, body: { error: { code: 1 }, message: '', errorMessage: 7 } }).message,
    ).toBe('Request failed with status 422'));

  it('copes with a body that is not an object', () =>
    expect(mapHttpFailure({ status: 404, body: 'Not Found' }).message).toBe(
      'Request failed with status 404',
    ));
});

describe('mapping any client failure', () => {
  it('a timeout', () =>
    expect(mapClientError({ kind: 'timeout' })).toEqual({
      kind: 'timeout',
      code: 'TIMEOUT',
      message: 'Request timeout',
    }));
  it('no response', () =>
    expect(mapClientError({ kind: 'no-response' })).toEqual({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    }));
  it('a response', () =>
    expect(mapClientError({ kind: 'response', status: 401 }).code).toBe('AUTH_REQUIRED'));
  it('anything else', () => {
    expect(mapClientError({ kind: 'unknown', error: new Error('parse failed') })).toEqual({
      kind: 'unknown',
      code: 'UNKNOWN_ERROR',
      message: 'parse failed',
    });
    expect(mapClientError({ kind: 'unknown', error: 42 }).message).toBe('Unknown error');
  });
});

describe('classifying what fetch threw', () => {
  it('a timeout signal', () =>
    expect(failureFromThrown(new DOMException('timed out', 'TimeoutError'))).toEqual({ kind: 'timeout' }));
  it('a failed connection', () =>
    expect(failureFromThrown(new TypeError('fetch failed'))).toEqual({ kind: 'no-response' }));
  it('anything else', () => {
    expect(failureFromThrown(new DOMException('aborted', 'AbortError')).kind).toBe('unknown');
    expect(failureFromThrown('weird').kind).toBe('unknown');
  });
});
