import { isApiError } from './api-error.ts';

/**
 * The identity provider's code an identity refusal carries in `error.details.authCode`
 * (docs/identity.md, section 5), e.g. 'auth/invalid-credential'; undefined for other failures.
 */
export function authCodeOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('authCode' in details)) return undefined;
  return typeof details.authCode === 'string' ? details.authCode : undefined;
}
