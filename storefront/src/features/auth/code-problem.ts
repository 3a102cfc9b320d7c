import type { ContactKind } from '@wine/contracts/identity/contact';
import { oneTimeCodeProblem } from '@wine/contracts/identity/one-time-code';

/** A code as typed or pasted ('123 456', 'abcd efgh') in the shape it was sent in. */
export const normalizeCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** Spec section 5's text for a code of the wrong shape, or undefined when it is worth sending. */
export const codeProblem = (kind: ContactKind, code: string): string | undefined =>
  oneTimeCodeProblem(kind, normalizeCode(code));
