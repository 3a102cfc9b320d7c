import { z } from 'zod';

export const AbGroup = z.enum(['TEST', 'CONTROL']);
export type AbGroup = z.infer<typeof AbGroup>;

// Labels are our choice; the spec gives only the codes.
export const abGroupLabels: Readonly<Record<AbGroup, string>> = {
  TEST: 'Test',
  CONTROL: 'Control',
};

// The developer override panel's choices: DEFAULT means "no override".
export const AbGroupOverride = z.enum(['TEST', 'CONTROL', 'DEFAULT']);
export type AbGroupOverride = z.infer<typeof AbGroupOverride>;

/**
 * Spec section 4: a forced group wins; otherwise the fetched group; any failure (a missing,
 * malformed or failed answer) gives CONTROL, so users only see a test when we know they should.
 */
export function resolveAbGroup(forced: AbGroupOverride | null | undefined, fetched: unknown): AbGroup {
  if (forced === 'TEST' || forced === 'CONTROL') return forced;
  const parsed = AbGroup.safeParse(fetched);
  return parsed.success ? parsed.data : 'CONTROL';
}
