import { describe, expect, it } from 'vitest';
import { contactMessages } from '../messages.ts';
import { EmailAddress, normalizeEmail, normalizePhone, PhoneNumber } from './contact.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('contact entry (spec section 5)', () => {
  it('asks for an e-mail when it is empty, and for a valid one when it does not look like one', () => {
    expect(messagesOf(EmailAddress.safeParse(''))).toEqual([contactMessages.emailEmpty]);
    expect(messagesOf(EmailAddress.safeParse(undefined))).toEqual([contactMessages.emailEmpty]);
    expect(messagesOf(EmailAddress.safeParse('not-an-email'))).toEqual([contactMessages.emailInvalid]);
    expect(EmailAddress.parse(' Ann@Example.com ')).toBe('Ann@Example.com');
  });

  it('takes a phone of an optional plus and 10 or more digits, spaces, hyphens or parentheses', () => {
    expect(PhoneNumber.safeParse('+44 (7700) 900-123').success).toBe(true);
    expect(PhoneNumber.safeParse('07700 900123').success).toBe(true);
    expect(messagesOf(PhoneNumber.safeParse('   '))).toEqual([contactMessages.phoneEmpty]);
    expect(messagesOf(PhoneNumber.safeParse('+44 123 45'))).toEqual([contactMessages.phoneInvalid]);
    expect(messagesOf(PhoneNumber.safeParse('0770090012x'))).toEqual([contactMessages.phoneInvalid]);
  });

  it('spells each address one way for look-ups', () => {
    expect(normalizeEmail(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(normalizePhone('+44 (7700) 900-123')).toBe('+447700900123');
    expect(normalizePhone('07700 900123')).toBe('07700900123');
  });
});
