import { z } from 'zod';

/**
 * An optional text field of an ingestion request. Browsers send a signed-out user's e-mail as
 * null, '' or nothing at all; all three mean "unknown" and become null on the topic.
 */
export function optionalText<T extends z.ZodType<string, string>>(text: T) {
  return z
    .union([text, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));
}
