import { magicLinkMessages } from '@wine/contracts/messages';
import { isApiError } from '../../lib/api/api-error.ts';
import { SignInCheckError } from './sign-in-check/sign-in-check-payload.ts';
import { signInErrorText } from './sign-in-error-text.ts';

/**
 * Spec section 8's text for a magic link that could not be sent: a server failure or no answer
 * is 'Failed to generate magic link', never 'Server error'; a refused address or too many sends
 * say so. (An address with no account never gets this far: the login check answers first.)
 */
export function magicLinkFailureText(error: unknown): string {
  if (error instanceof SignInCheckError) return error.message;
  if (isApiError(error) && (error.status === 400 || error.status === 429))
    return signInErrorText('email', error);
  return magicLinkMessages.failed;
}

/** The token a magic link carries in its fragment (`#token=...`), kept out of every server log. */
export function magicLinkToken(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}
