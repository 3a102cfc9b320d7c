import type { ContactKind } from '@wine/contracts/identity/contact';
import { oneTimeCodeErrorMessage, phoneSignInErrorMessage } from '@wine/contracts/messages';
import { isApiError } from '../../lib/api/api-error.ts';
import { authCodeOf } from '../../lib/api/auth-code.ts';

// The provider code the spec's "network failure" text is keyed by (contracts/messages).
const NETWORK_FAILURE = 'auth/network-request-failed';

/** The first problem a 400 lists (the server's own section 5 text), when it lists any. */
function firstDetail(error: unknown): string | undefined {
  if (!isApiError(error) || !Array.isArray(error.details)) return undefined;
  const [first] = error.details as { message?: unknown }[];
  return typeof first?.message === 'string' ? first.message : undefined;
}

/**
 * Spec section 8's text for a failed sign-in step. Phone failures use the phone texts first
 * ('Wrong phone number. Please, check it', 'Invalid code. Check again'); both channels then use
 * the one-time code texts (too many tries, network); anything else is shown as raised.
 */
export function signInErrorText(kind: ContactKind, error: unknown): string {
  const raised = firstDetail(error) ?? (error instanceof Error ? error.message : String(error));
  const code =
    authCodeOf(error) ?? (isApiError(error) && error.kind === 'network' ? NETWORK_FAILURE : undefined);
  if (code === undefined) return raised;
  const text = oneTimeCodeErrorMessage(code, raised);
  return kind === 'phone' ? phoneSignInErrorMessage(code, text) : text;
}
