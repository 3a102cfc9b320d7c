import { type ContactKind, EmailAddress, PhoneNumber } from '@wine/contracts/identity/contact';

const schemas = { email: EmailAddress, phone: PhoneNumber } as const;

/** Spec section 5's text for an e-mail or phone that cannot be used, or undefined when it can. */
export function contactProblem(kind: ContactKind, value: string): string | undefined {
  const parsed = schemas[kind].safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
