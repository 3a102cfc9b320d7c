import { contactMessages, signInMessages } from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { contactProblem, signInContactProblem } from './contact-problem.ts';

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

describe('signInContactProblem (issue 36, rule 3: a mistyped phone number)', () => {
  it("refuses a number the provider would refuse with 'Wrong phone number. Please, check it', before any call", () => {
    // No network could ring it (16 digits), and a real number outside the UK.
    expect(signInContactProblem('phone', '+44 7700 900123 4567')).toBe(signInMessages.wrongPhoneNumber);
    expect(signInContactProblem('phone', '+1 212 555 0100')).toBe(signInMessages.wrongPhoneNumber);
    expect(signInContactProblem('phone', '+44 7700 900123')).toBeUndefined();
    expect(signInContactProblem('phone', '12345')).toBe(contactMessages.phoneInvalid);
    expect(signInContactProblem('email', 'ann@example.com')).toBeUndefined();
  });
});
