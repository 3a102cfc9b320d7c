import type { z } from 'zod';
import { type ContactKind, EmailAddress, normalizeEmail, normalizePhone, PhoneNumber } from './contact.ts';

// Our text: the spec's calls take "e-mail or phone" but show no message for neither or both.
export const contactChoiceMessage = 'Enter either an email address or a phone number';

/** The fields of a call keyed by e-mail or by phone (exactly one of them). */
export const contactFields = { email: EmailAddress.optional(), phone: PhoneNumber.optional() };

export interface Contact {
  kind: ContactKind;
  /** As entered (trimmed); normalise before looking anything up. */
  value: string;
}

/** The contact spelled the one way look-ups use. */
export const normalizeContact = ({ kind, value }: Contact): Contact => ({
  kind,
  value: kind === 'email' ? normalizeEmail(value) : normalizePhone(value),
});

/** The contact a valid request names; undefined when it names none or both. */
export function contactOf(fields: {
  email?: string | undefined;
  phone?: string | undefined;
}): Contact | undefined {
  if (fields.email !== undefined && fields.phone === undefined) return { kind: 'email', value: fields.email };
  if (fields.phone !== undefined && fields.email === undefined) return { kind: 'phone', value: fields.phone };
  return undefined;
}

/** Adds the "exactly one of email and phone" issue to a request schema's refinement. */
export function checkOneContact(
  fields: { email?: string | undefined; phone?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (contactOf(fields) === undefined)
    ctx.addIssue({ code: 'custom', message: contactChoiceMessage, path: [] });
}
