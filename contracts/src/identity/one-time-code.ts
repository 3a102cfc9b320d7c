import { oneTimeCodeMessages } from '../messages.ts';
import type { ContactKind } from './contact.ts';

/** Spec sections 5 and 9: phone codes are 6 digits, e-mail codes 8 letters or digits. */
export const oneTimeCodeLength: Readonly<Record<ContactKind, number>> = { phone: 6, email: 8 };

const allowedCharacters: Readonly<Record<ContactKind, RegExp>> = {
  phone: /^\d*$/,
  email: /^[A-Za-z0-9]*$/,
};

/** The spec's text for a code of the wrong shape, or undefined when the shape is right. */
export function oneTimeCodeProblem(kind: ContactKind, code: string): string | undefined {
  if (code.length !== oneTimeCodeLength[kind]) {
    return kind === 'phone'
      ? oneTimeCodeMessages.phoneCodeIncomplete
      : oneTimeCodeMessages.emailCodeIncomplete;
  }
  if (!allowedCharacters[kind].test(code)) {
    return kind === 'phone'
      ? oneTimeCodeMessages.phoneCodeDigitsOnly
      : oneTimeCodeMessages.emailCodeLettersAndDigitsOnly;
  }
  return undefined;
}
