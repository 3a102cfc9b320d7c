import { createRoute } from '@hono/zod-openapi';
import type { SignUpSource } from '@wine/contracts/identity/identity-events';
import { ClubSignUpResponse, SignUpRequest, SignUpResponse } from '@wine/contracts/identity/sign-up';
import type { AppEnv } from '@wine/platform/http/app-env';
import { requireUser } from '@wine/platform/http/auth';
import { callerOf } from '@wine/platform/http/caller';
import { errorResponse } from '@wine/platform/http/error-response';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { issueDetails } from '@wine/platform/http/validation-hook';
import type { Context } from 'hono';
import type { z } from 'zod';
import { signUp } from '../app/users/sign-up.ts';
import { UserNotAnonymousError } from '../domain/identity-errors.ts';
import type { IdentityHttp, Router } from './identity-http.ts';

const tags = ['identity: sign-up'];

// Spec section 3: the sign-up response is "customerId or errorMessage", so the envelope's
// errorMessage is the first of section 5's texts ('Email address is required for sign up'),
// not the generic 'Validation failed'. The details still list every problem.
function signUpHook(result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>) {
  if (result.success || !result.error) return undefined;
  const details = issueDetails(result.error.issues);
  const message = details[0]?.message ?? 'Validation failed';
  return errorResponse(c, 400, 'VALIDATION_ERROR', { message, details });
}

const namedSignUps: { name: string; source: SignUpSource; summary: string }[] = [
  { name: 'signUpUser', source: 'web', summary: "The web sign-up form's details for the calling guest" },
  { name: 'signupUser', source: 'app', summary: "The mobile app's sign-up details for the calling guest" },
  { name: 'signupUserForFestival', source: 'festival', summary: 'Sign-up details of a festival attendee' },
];

/**
 * The sign-up calls. Each keeps the details on the calling guest (its id is the customerId);
 * the person then proves the e-mail with a code or magic link (POST /api/auth/link).
 */
export function signUpRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  const guestOf = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    if (!caller.isAnonymous) throw new UserNotAnonymousError();
    return caller;
  };

  for (const { name, source, summary } of namedSignUps) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/fn/${name}`,
        operationId: name,
        tags,
        summary,
        security: bearer,
        middleware: [requireUser(verifier)],
        request: jsonBody(SignUpRequest),
        responses: { 200: json(SignUpResponse, 'The customer id'), ...errorResponses(400, 401, 409) },
      }),
      async (c) => {
        const { userId } = guestOf(c);
        await signUp(services, { userId, details: c.req.valid('json'), source, applyToClub: false });
        return c.json({ customerId: userId }, 200);
      },
      signUpHook,
    );
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/web-app/signup',
      operationId: 'submitWebAppSignup',
      tags,
      summary: 'The /signup page (free trial): sign-up details, and an application to the collectors club',
      security: bearer,
      middleware: [requireUser(verifier)],
      request: jsonBody(SignUpRequest),
      responses: {
        200: json(ClubSignUpResponse, 'The customer id and club status'),
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) => {
      const { userId } = guestOf(c);
      const clubStatus = await signUp(services, {
        userId,
        details: c.req.valid('json'),
        source: 'club-trial',
        applyToClub: true,
      });
      return c.json({ customerId: userId, clubStatus }, 200);
    },
    signUpHook,
  );
}
