import { magicLinkMessages, signInMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { magicLinkFailureText, magicLinkToken } from './magic-link-text.ts';

describe('magic link texts (spec section 8)', () => {
  it("shows 'Failed to generate magic link' for a 5xx, not 'Server error', and when nothing answers", () => {
    const down = new ApiError({ kind: 'server', code: 'SERVER_ERROR', message: 'Server error', status: 503 });
    expect(magicLinkFailureText(down)).toBe(magicLinkMessages.failed);
    const offline = new ApiError({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'Network request failed',
    });
    expect(magicLinkFailureText(offline)).toBe(magicLinkMessages.failed);
  });

  it('says when there were too many sends', () => {
    const limited = new ApiError({
      kind: 'http',
      code: 'HTTP_429',
      message: 'x',
      status: 429,
      details: { authCode: 'auth/too-many-requests' },
    });
    expect(magicLinkFailureText(limited)).toBe(signInMessages.tooManyAttempts);
  });

  it("reads the link's token from the fragment", () => {
    expect(magicLinkToken('#token=abc_-123')).toBe('abc_-123');
    expect(magicLinkToken('')).toBeUndefined();
  });
});
