import { describe, expect, it } from 'vitest';
import { phoneSignInProblem } from './phone-sign-in.ts';

describe('phone sign-in: the spec section 8 provider errors, decided before a code is sent', () => {
  it('lets a code go to a UK number, international or national', () => {
    expect(phoneSignInProblem('+44 7700 900123')).toBeUndefined();
    expect(phoneSignInProblem('07700 900123')).toBeUndefined();
  });

  it('raises auth/invalid-phone-number for a number no network could ring', () => {
    expect(phoneSignInProblem('+44 7700 900123 4567')).toBe('auth/invalid-phone-number');
    expect(phoneSignInProblem('+0 123 456 7890')).toBe('auth/invalid-phone-number');
    expect(phoneSignInProblem('7700900123')).toBe('auth/invalid-phone-number');
  });

  it('raises auth/admin-restricted-operation for a real number outside the UK', () => {
    expect(phoneSignInProblem('+1 (212) 555-0100')).toBe('auth/admin-restricted-operation');
    expect(phoneSignInProblem('+33 6 12 34 56 78')).toBe('auth/admin-restricted-operation');
  });
});
