import { z } from 'zod';
import { contactMessages } from '../messages.ts';

/** How a person is reached and signs in: an e-mail address or a phone number. */
export const ContactKind = z.enum(['email', 'phone']);
export type ContactKind = z.infer<typeof ContactKind>;

// Spec section 5: an e-mail "must look like {email}". The pattern is not shown; zod's e-mail
// pattern is our choice. `abort` keeps an empty value to its one message. The empty text is a
// parameter because the sign-up form has its own ('Email address is required for sign up').
export const emailAddress = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .max(254, { error: contactMessages.emailInvalid })
    .regex(z.regexes.email, { error: contactMessages.emailInvalid });

export const EmailAddress = emailAddress(contactMessages.emailEmpty);

// Spec section 5: with spaces removed, an optional plus then at least 10 characters from
// digits, spaces, hyphens and parentheses.
const phonePattern = /^\+?[\d\-()]{10,}$/;

export const phoneNumber = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .max(32, { error: contactMessages.phoneInvalid })
    .refine((value) => phonePattern.test(value.replaceAll(' ', '')), { error: contactMessages.phoneInvalid });

export const PhoneNumber = phoneNumber(contactMessages.phoneEmpty);

/** The one spelling of an address used for look-ups: trimmed and lower-case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The one spelling of a number used for look-ups: the leading plus and the digits, so
 * '+44 (7700) 900-123' and '+447700900123' are the same person.
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
