import { describe, expect, it } from 'vitest';
import { oneTimeCodeMessages } from '../messages.ts';
import { oneTimeCodeProblem } from './one-time-code.ts';

describe('one-time code shape', () => {
  it('accepts 6 digits for a phone and 8 letters or digits for an e-mail', () => {
    expect(oneTimeCodeProblem('phone', '012345')).toBeUndefined();
    expect(oneTimeCodeProblem('email', 'ab12CD34')).toBeUndefined();
  });

  it('names the complete length first', () => {
    expect(oneTimeCodeProblem('phone', '12345')).toBe(oneTimeCodeMessages.phoneCodeIncomplete);
    expect(oneTimeCodeProblem('phone', '12a')).toBe(oneTimeCodeMessages.phoneCodeIncomplete);
    expect(oneTimeCodeProblem('email', 'ABCDEFG')).toBe(oneTimeCodeMessages.emailCodeIncomplete);
  });

  it('then the characters allowed', () => {
    expect(oneTimeCodeProblem('phone', '12345a')).toBe(oneTimeCodeMessages.phoneCodeDigitsOnly);
    expect(oneTimeCodeProblem('email', 'ABCD-123')).toBe(oneTimeCodeMessages.emailCodeLettersAndDigitsOnly);
  });
});
