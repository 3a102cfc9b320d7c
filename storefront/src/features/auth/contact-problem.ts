import { type ContactKind, EmailAddress, PhoneNumber } from '@wine/contracts/identity/contact';
import { phoneSignInProblem } from '@wine/contracts/identity/phone-sign-in';
import { phoneSignInErrorMessage } from '@wine/contracts/messages';

const schemas = { email: EmailAddress, phone: PhoneNumber } as const;

/** Spec section 5's text for an e-mail or phone that cannot be used, or undefined when it can. */
export function contactProblem(kind: ContactKind, value: string): string | undefined {
  const parsed = schemas[kind].safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * What is wrong with an address to sign in with, before any call: spec section 5's checks, then
 * for a phone the provider's own refusals (section 8: 'Wrong phone number. Please, check it'),
 * which the login check would otherwise answer first with "User doesn't exist" (issue 36, rule 3).
 */
export function signInContactProblem(kind: ContactKind, value: string): string | undefined {
  const problem = contactProblem(kind, value);
  if (problem || kind !== 'phone') return problem;
  const refusal = phoneSignInProblem(value);
  return refusal ? phoneSignInErrorMessage(refusal, refusal) : undefined;
}
