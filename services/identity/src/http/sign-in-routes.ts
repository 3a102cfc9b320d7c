import { createRoute } from '@hono/zod-openapi';
import { CodeSignInRequest, MagicLinkSignInRequest } from '@wine/contracts/identity/auth-requests';
import { SignInResponse } from '@wine/contracts/identity/auth-session';
import { GenerateMagicLinkRequest, MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { CaptchaChallenge } from '@wine/contracts/identity/sign-in-captcha';
import { magicLinkMessages } from '@wine/contracts/messages';
import { type AuthenticatedUser, optionalUser, userOf } from '@wine/platform/http/auth';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { bearerOptional, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import type { IdentityServices } from '../app/identity-services.ts';
import { startSession } from '../app/sessions/sessions.ts';
import { redeemMagicLink } from '../app/sign-in/redeem-magic-link.ts';
import { sendSignInCode } from '../app/sign-in/send-sign-in-code.ts';
import { type SignInResult, signInWithContact } from '../app/sign-in/sign-in-with-contact.ts';
import { verifySignInCode } from '../app/sign-in/verify-sign-in-code.ts';
import { CaptchaRefusedError, NoCurrentUserError, UserNotAnonymousError } from '../domain/identity-errors.ts';
import type { IdentityHttp, Router } from './identity-http.ts';
import { contactIn } from './request-contact.ts';

const tags = ['identity: sign-in'];

async function signedIn(services: IdentityServices, result: SignInResult) {
  return { ...(await startSession(services, result.userId)), outcome: result.outcome };
}

/** Spec section 4 linking: refused before the code is spent, so a misuse costs no attempt. */
function linkableGuest(caller: AuthenticatedUser | undefined): AuthenticatedUser {
  if (!caller) throw new NoCurrentUserError();
  if (!caller.isAnonymous) throw new UserNotAnonymousError();
  return caller;
}

/** Sending codes and magic links, and signing in or linking with them. */
export function signInRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/auth/captcha',
      operationId: 'getSignInCaptcha',
      security: [],
      tags,
      summary:
        "A signed proof-of-work challenge for the sign-in's invisible captcha (ALTCHA), valid 5 minutes",
      responses: { 200: json(CaptchaChallenge, 'Solve it, then send the payload with generateMagicLink') },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await services.captcha.challenge(), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/generateMagicLink',
      operationId: 'generateMagicLink',
      security: [],
      tags,
      summary:
        'Send a sign-in code to an e-mail or phone, and to an e-mail a magic link too; the answer never carries either (hideLink)',
      request: jsonBody(GenerateMagicLinkRequest),
      responses: {
        200: json(
          MagicLinkResponse,
          "success true: 'Magic link sent successfully'; false: 'Failed to generate magic link'",
        ),
        ...errorResponses(400, 403, 429),
      },
    }),
    async (c) => {
      const request = c.req.valid('json');
      // The invisible captcha first (spec sections 4 and 5): an unsolved, expired or reused one
      // sends nothing, and counts against no one's limits. Issue 36, rule 7.
      const refusal = await services.captcha.spend(request.captcha);
      if (refusal) throw new CaptchaRefusedError(refusal);
      const contact = contactIn(request);
      // Spec section 7's hideLink says the answer carries no link or token: ours never does
      // (whoever asked would be signed in as the address's owner). The e-mail always carries
      // the link, to the web app or the mobile app; an SMS carries the code alone. Issue 36, rule 5.
      const link = contact.kind === 'email' ? (request.isWeb ? 'web' : 'app') : null;
      const { delivered, challenge } = await sendSignInCode(services, {
        contact,
        link,
        ip: clientAddressOf(c),
      });
      return c.json(
        delivered
          ? { success: true, message: magicLinkMessages.sent, challenge }
          : { success: false, message: magicLinkMessages.failed },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/sign-in',
      operationId: 'signInWithCode',
      tags,
      summary: 'Sign in with a code sent to an e-mail or phone (a calling guest is linked or claimed)',
      security: bearerOptional,
      middleware: [optionalUser(verifier)],
      request: jsonBody(CodeSignInRequest),
      responses: { 200: json(SignInResponse, 'Signed in'), ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (c) => {
      const { code, challenge, ...request } = c.req.valid('json');
      const contact = await verifySignInCode(services, {
        contact: contactIn(request),
        code,
        challenge,
        ip: clientAddressOf(c),
      });
      return c.json(await signedIn(services, await signInWithContact(services, contact, userOf(c))), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/link',
      operationId: 'linkCredential',
      tags,
      summary:
        "Link a proved e-mail or phone to the calling guest; an existing account's credential signs in to it",
      security: bearerOptional,
      middleware: [optionalUser(verifier)],
      request: jsonBody(CodeSignInRequest),
      responses: {
        200: json(SignInResponse, 'Linked, or signed in to the existing account'),
        ...errorResponses(400, 401, 409, 429),
      },
    }),
    async (c) => {
      const guest = linkableGuest(userOf(c));
      const { code, challenge, ...request } = c.req.valid('json');
      const contact = await verifySignInCode(services, {
        contact: contactIn(request),
        code,
        challenge,
        ip: clientAddressOf(c),
      });
      return c.json(await signedIn(services, await signInWithContact(services, contact, guest)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/loginWithEmailFromWebApp',
      operationId: 'loginWithEmailFromWebApp',
      tags,
      summary: 'Sign in with the magic link opened in the web app (its token), once',
      security: bearerOptional,
      middleware: [optionalUser(verifier)],
      request: jsonBody(MagicLinkSignInRequest),
      responses: { 200: json(SignInResponse, 'Signed in'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const contact = await redeemMagicLink(services, c.req.valid('json').token);
      return c.json(await signedIn(services, await signInWithContact(services, contact, userOf(c))), 200);
    },
  );
}
