import { mapHttpFailure } from '@wine/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { problemText } from './problem-text.ts';

const failure = (status: number, message: string) =>
  new ApiError(mapHttpFailure({ status, body: { error: { message } } }), message);

describe('a failed call, as the customer reads it', () => {
  it("is the server's own words when it refused", () => {
    expect(problemText(failure(400, 'A card is needed to join the club'))).toBe(
      'A card is needed to join the club',
    );
  });

  it("is the spec's message alone when the server itself failed (issue 36, rule 9)", () => {
    expect(problemText(failure(503, 'connect ECONNREFUSED 10.0.0.7'))).toBe('Server error');
  });

  it('is the error alone for anything that never reached the server', () => {
    expect(problemText(new Error('Network request failed'))).toBe('Network request failed');
  });
});
