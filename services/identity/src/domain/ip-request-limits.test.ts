import { describe, expect, it } from 'vitest';
import { TooManyAttemptsError } from './identity-errors.ts';
import { checkIpRequestCount } from './ip-request-limits.ts';

describe('requests per caller IP and hour', () => {
  it('lets the limit through and refuses the one after', () => {
    expect(() => checkIpRequestCount('account-check', 60)).not.toThrow();
    expect(() => checkIpRequestCount('account-check', 61)).toThrow(TooManyAttemptsError);
    expect(() => checkIpRequestCount('guest-start', 31)).toThrow(TooManyAttemptsError);
    expect(() => checkIpRequestCount('custom-token', 21)).toThrow(TooManyAttemptsError);
  });

  it('takes the limit an operator set over the default', () => {
    expect(() => checkIpRequestCount('guest-start', 31, 200)).not.toThrow();
    expect(() => checkIpRequestCount('guest-start', 201, 200)).toThrow(TooManyAttemptsError);
  });
});
