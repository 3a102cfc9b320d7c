import { oneTimeCodeProblem } from '@wine/contracts/identity/one-time-code';
import { describe, expect, it } from 'vitest';
import { canonicalCode, newEmailCode, newOpaqueToken, newPhoneCode } from './one-time-secrets.ts';

describe('one-time secrets', () => {
  it('makes codes of the spec shape', () => {
    for (let i = 0; i < 200; i++) {
      expect(oneTimeCodeProblem('phone', newPhoneCode())).toBeUndefined();
      expect(oneTimeCodeProblem('email', newEmailCode())).toBeUndefined();
    }
  });

  it('reads an e-mail code in either case', () => expect(canonicalCode(' ab2c ')).toBe('AB2C'));

  it('makes 43-character link and refresh tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, newOpaqueToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
