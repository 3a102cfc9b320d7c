import { createRoute } from '@hono/zod-openapi';
import {
  AppUserResponse,
  ConfirmRegisteredRequest,
  CustomTokenSignInRequest,
  RefreshRequest,
  RegisterGuestRequest,
  SignOutRequest,
} from '@wine/contracts/identity/auth-requests';
import { AuthSession, SignInResponse } from '@wine/contracts/identity/auth-session';
import { optionalUser, requireUser, userOf } from '@wine/platform/http/auth';
import { callerOf } from '@wine/platform/http/caller';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { bearer, bearerOptional, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { refreshSession, signOut, startSession } from '../app/sessions/sessions.ts';
import { signInWithCustomToken } from '../app/sign-in/sign-in-with-custom-token.ts';
import { decideForUser } from '../app/users/decide-for-user.ts';
import { startGuest } from '../app/users/guests.ts';
import { checkSelf } from './check-self.ts';
import type { IdentityHttp, Router } from './identity-http.ts';

const tags = ['identity: session'];

/** Guests, the backend user record, refresh, sign-out and the custom-token exchange. */
export function sessionRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/anonymous',
      operationId: 'signInAnonymously',
      security: [],
      tags,
      summary: 'Sign in anonymously: a new guest user and its session',
      responses: { 201: json(AuthSession, 'The new guest, signed in'), ...errorResponses(429) },
    }),
    async (c) => c.json(await startGuest(services, clientAddressOf(c)), 201),
  );

  /**
   * The backend user record (spec section 7), always the caller's own: POST registers the calling
   * guest, PUT says it linked a credential. Either answers the record as the body says it now is.
   */
  const userRecord = (call: {
    method: 'post' | 'put';
    operationId: string;
    summary: string;
    request: typeof RegisterGuestRequest | typeof ConfirmRegisteredRequest;
    ok: string;
    decide: (appUserId: string) => Promise<unknown>;
  }) =>
    router.openapi(
      createRoute({
        method: call.method,
        path: '/api/auth/user',
        operationId: call.operationId,
        tags,
        summary: call.summary,
        security: bearer,
        middleware: [requireUser(verifier)],
        request: jsonBody(call.request),
        responses: { 200: json(AppUserResponse, call.ok), ...errorResponses(400, 401, 403, 409) },
      }),
      async (c) => {
        const { appUserId, isAnonymous } = c.req.valid('json');
        checkSelf(callerOf(c), appUserId);
        await call.decide(appUserId);
        return c.json({ appUserId, isAnonymous }, 200);
      },
    );
  userRecord({
    method: 'post',
    operationId: 'createAuthUser',
    summary: 'Register the calling guest in the backend (idempotent)',
    request: RegisterGuestRequest,
    ok: 'The guest is registered',
    decide: (userId) => decideForUser(services, userId, 'StartGuest', { userId }),
  });
  userRecord({
    method: 'put',
    operationId: 'updateAuthUser',
    summary: 'Confirm the caller is no longer anonymous (it linked a credential)',
    request: ConfirmRegisteredRequest,
    ok: 'The user is registered',
    decide: (userId) => decideForUser(services, userId, 'ConfirmRegistered', {}),
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/refresh',
      operationId: 'refreshSession',
      security: [],
      tags,
      summary: 'Spend a refresh token for a new token pair (a replayed token revokes the session)',
      request: jsonBody(RefreshRequest),
      responses: { 200: json(AuthSession, 'A new token pair'), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await refreshSession(services, c.req.valid('json').refreshToken), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/sign-out',
      operationId: 'signOut',
      tags,
      summary: 'Sign out: revokes the session of the bearer token and of the refresh token given',
      security: bearerOptional,
      middleware: [optionalUser(verifier)],
      request: jsonBody(SignOutRequest),
      responses: { 204: { description: 'Signed out' }, ...errorResponses(400, 401) },
    }),
    async (c) => {
      await signOut(services, {
        refreshToken: c.req.valid('json').refreshToken,
        sessionId: userOf(c)?.sessionId,
      });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/custom-token',
      operationId: 'signInWithCustomToken',
      tags,
      summary: 'Exchange a custom token (from getCustomTokenForEmail) for a session, once',
      security: bearerOptional,
      middleware: [optionalUser(verifier)],
      request: jsonBody(CustomTokenSignInRequest),
      responses: { 200: json(SignInResponse, 'Signed in'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const result = await signInWithCustomToken(services, c.req.valid('json').customToken, userOf(c));
      return c.json({ ...(await startSession(services, result.userId)), outcome: result.outcome }, 200);
    },
  );
}
