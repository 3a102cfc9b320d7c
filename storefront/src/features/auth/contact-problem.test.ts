import { contactMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { contactProblem } from './contact-problem.ts';

describe('contactProblem', () => {
  it('asks for an e-mail or a phone number that is missing', () => {
    expect(contactProblem('email', '')).toBe(contactMessages.emailEmpty);
    expect(contactProblem('email', '   ')).toBe(contactMessages.emailEmpty);
    expect(contactProblem('phone', '')).toBe(contactMessages.phoneEmpty);
  });

  it('refuses an e-mail that does not look like one', () => {
    expect(contactProblem('email', 'ann@')).toBe(contactMessages.emailInvalid);
    expect(contactProblem('email', 'ann@example.com')).toBeUndefined();
  });

  it('wants a phone of a plus and at least 10 digits, spaces, hyphens or parentheses', () => {
    expect(contactProblem('phone', '12345')).toBe(contactMessages.phoneInvalid);
    expect(contactProblem('phone', '+44 7700 900-12x')).toBe(contactMessages.phoneInvalid);
    expect(contactProblem('phone', '+44 (7700) 900-123')).toBeUndefined();
    expect(contactProblem('phone', '07700 900123')).toBeUndefined();
  });
});
