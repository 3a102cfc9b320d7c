import { oneTimeCodeMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { codeProblem, normalizeCode } from './code-problem.ts';

describe('codeProblem', () => {
  it('wants a phone code of exactly 6 digits', () => {
    expect(codeProblem('phone', '12345')).toBe(oneTimeCodeMessages.phoneCodeIncomplete);
    expect(codeProblem('phone', '1234567')).toBe(oneTimeCodeMessages.phoneCodeIncomplete);
    expect(codeProblem('phone', '12a456')).toBe(oneTimeCodeMessages.phoneCodeDigitsOnly);
    expect(codeProblem('phone', '123 456')).toBeUndefined();
  });

  it('wants an e-mail code of exactly 8 letters or digits', () => {
    expect(codeProblem('email', 'ABCD')).toBe(oneTimeCodeMessages.emailCodeIncomplete);
    expect(codeProblem('email', 'ABCD-EFG')).toBe(oneTimeCodeMessages.emailCodeLettersAndDigitsOnly);
    expect(codeProblem('email', 'abcd efgh')).toBeUndefined();
  });

  it('sends a code as it was sent: no spaces, capitals', () =>
    expect(normalizeCode(' ab3d EFgh ')).toBe('AB3DEFGH'));
});
