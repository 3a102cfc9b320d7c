import { createRoute } from '@hono/zod-openapi';
import {
  LoginCheckRequest,
  LoginCheckResponse,
  MemberCheckRequest,
  MemberCheckResponse,
} from '@wine/contracts/identity/auth-requests';
import { SignUpCheckRequest, SignUpCheckResponse } from '@wine/contracts/identity/sign-up';
import { signInMessages } from '@wine/contracts/messages';
import { requireUser } from '@wine/platform/http/auth';
import { callerOf } from '@wine/platform/http/caller';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { accountExists, checkSignUpAvailable } from '../app/users/account-checks.ts';
import { checkSelf } from './check-self.ts';
import type { IdentityHttp, Router } from './identity-http.ts';
import { contactIn } from './request-contact.ts';

const tags = ['identity: checks'];

/** Spec section 7's admin calls: does an account exist, may one sign up, is one a member. */
export function checkRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/login-check',
      operationId: 'loginCheck',
      security: [],
      tags,
      summary: 'Is there an account for this e-mail or phone? (rate limited per IP)',
      request: jsonBody(LoginCheckRequest),
      responses: {
        200: json(LoginCheckResponse, 'exists: true'),
        404: json(LoginCheckResponse, 'exists: false, errorMessage: "User doesn\'t exist"'),
        ...errorResponses(400, 429),
      },
    }),
    async (c) => {
      const contact = contactIn(c.req.valid('json'));
      if (await accountExists(services, contact, clientAddressOf(c))) return c.json({ exists: true }, 200);
      return c.json({ exists: false, errorMessage: signInMessages.userDoesNotExist }, 404);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/signup-check',
      operationId: 'signupCheck',
      security: [],
      tags,
      summary: 'May this e-mail and phone sign up? 409 with errorMessage when one is in use',
      request: jsonBody(SignUpCheckRequest),
      responses: { 200: json(SignUpCheckResponse, 'Both are free'), ...errorResponses(400, 409, 429) },
    }),
    async (c) => {
      await checkSignUpAvailable(services, c.req.valid('json'), clientAddressOf(c));
      return c.json({ available: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/auth/member-check',
      operationId: 'memberCheck',
      tags,
      summary: 'Is the caller a collectors club member? (answered from the members read model)',
      security: bearer,
      middleware: [requireUser(verifier)],
      request: jsonBody(MemberCheckRequest),
      responses: { 200: json(MemberCheckResponse, 'The member check'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { appUserId } = c.req.valid('json');
      checkSelf(callerOf(c), appUserId);
      return c.json({ isMember: await services.memberStatus.isMember(appUserId) }, 200);
    },
  );
}
