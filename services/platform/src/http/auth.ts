import { signInRequiredDetails } from '@wine/contracts/errors';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { DomainError } from '../errors/domain-error.ts';
import { currentContext, runWithContext } from '../observability/request-context.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';

/** Who is calling, as proved by the bearer token. */
export interface AuthenticatedUser {
  userId: string;
  isAnonymous: boolean;
  /** The sign-in session the token belongs to (revoked together at sign-out). */
  sessionId: string;
}

/**
 * Checks an access token: the user it proves, or null when it is not valid (bad signature,
 * expired, revoked). The identity context provides the implementation; the platform only
 * carries the result, so every context can authenticate without knowing how tokens are made.
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AuthenticatedUser | null>;
}

type UserEnv = AppEnv & { Variables: { user?: AuthenticatedUser } };

/** The caller proved by `optionalUser`/`requireUser`, or undefined for a call without a token. */
export function userOf(c: Context): AuthenticatedUser | undefined {
  return (c as Context<UserEnv>).get('user');
}

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

// undefined: no Authorization header; null: a header that is not a well-formed bearer token.
function bearerToken(c: Context): string | undefined | null {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  return bearerPattern.exec(header)?.[1] ?? null;
}

function authenticate(verifier: AccessTokenVerifier, required: boolean): MiddlewareHandler<AppEnv> {
  // Not an async function: a call already verified, or a guest's where a token is optional,
  // passes straight on.
  return (c, next) => {
    // Verified once per request, however many routers ask.
    if (userOf(c) !== undefined) return next();
    const token = bearerToken(c);
    if (token === undefined && !required) return next();
    return verified(verifier, c, next, token);
  };
}

async function verified(
  verifier: AccessTokenVerifier,
  c: Context<AppEnv>,
  next: Next,
  token: string | null | undefined,
): Promise<Response | undefined> {
  // A token that fails is refused even where it is optional: treating an expired member's
  // call as a guest's would silently show them the wrong prices. The client refreshes.
  const user = token ? await verifier.verify(token) : null;
  if (!user) return errorResponse(c, 401, 'AUTH_REQUIRED');
  (c as Context<UserEnv>).set('user', user);
  const context = currentContext();
  // Appended events and log lines then carry the user without handlers passing it along.
  await (context ? runWithContext({ ...context, userId: user.userId }, next) : next());
  return undefined;
}

/** Verifies the bearer token when there is one; a call without a token goes on as no one. */
export const optionalUser = (verifier: AccessTokenVerifier) => authenticate(verifier, false);

/** Verifies the bearer token; a call without a valid one is answered 401 AUTH_REQUIRED. */
export const requireUser = (verifier: AccessTokenVerifier) => authenticate(verifier, true);

/**
 * For what the spec keeps to signed-in people (the drop, investment wines): the caller must have
 * proved an address, not only hold a guest's token. `optionalUser` or `requireUser` ran before.
 */
export function assertSignedIn(c: Context): AuthenticatedUser {
  const user = userOf(c);
  if (!user || user.isAnonymous) throw signInRequired();
  return user;
}

/** The refusal of something kept to signed-in people, to a guest or a caller without a token. */
export const signInRequired = (): DomainError =>
  new DomainError('AUTH_REQUIRED', 'Authentication failed', 401, signInRequiredDetails);
