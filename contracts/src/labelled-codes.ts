import { z } from 'zod';

/**
 * The zod enum of a label table's codes, in the table's order: each code is written once, beside
 * the words a person reads for it, so a code without a label cannot exist.
 */
export function codesOf<const Labels extends Record<string, string>>(labels: Labels) {
  return z.enum(Object.keys(labels) as [keyof Labels & string, ...(keyof Labels & string)[]]);
}
