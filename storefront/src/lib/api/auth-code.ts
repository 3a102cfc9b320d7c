import { isApiError } from './api-error.ts';

/**
 * The identity provider's code an identity refusal carries in `error.details.authCode`, or a
 * 400's first problem in its `code` (docs/identity.md, section 5), e.g. 'auth/invalid-credential';
 * undefined for other failures.
 */
export function authCodeOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = error.details;
  if (Array.isArray(details)) {
    const code: unknown = (details[0] as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
  }
  if (typeof details !== 'object' || details === null || !('authCode' in details)) return undefined;
  return typeof details.authCode === 'string' ? details.authCode : undefined;
}
