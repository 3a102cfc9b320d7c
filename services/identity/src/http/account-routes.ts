import { createRoute } from '@hono/zod-openapi';
import {
  DataDeletionRequest,
  DataDeletionResponse,
  SaveCustomerRequest,
  SaveNotificationPreferencesRequest,
  SignupCustomerRequest,
  UserData,
} from '@wine/contracts/identity/account';
import { NotificationPreferences } from '@wine/contracts/identity/identity-events';
import { requireUser } from '@wine/platform/http/auth';
import { callerOf } from '@wine/platform/http/caller';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { z } from 'zod';
import { saveCustomer, saveNotificationPreferences, userData } from '../app/users/account.ts';
import { erasePersonalData } from '../app/users/erase-personal-data.ts';
import type { IdentityHttp, Router } from './identity-http.ts';

const tags = ['identity: account'];

/** The signed-in person's own account: read, edit, and delete their personal data. */
export function accountRoutes(router: Router, { services, verifier }: IdentityHttp): void {
  const signedIn = { security: bearer, middleware: [requireUser(verifier)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/fn/getUserData',
      operationId: 'getUserData',
      tags,
      summary: "The caller's own record: client view, profile, club status, notification preferences",
      ...signedIn,
      responses: { 200: json(UserData, 'The user data'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await userData(services, callerOf(c).userId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/saveCustomer',
      operationId: 'saveCustomer',
      tags,
      summary: 'Save name, contact phone and price preference (omitted fields are kept, null clears)',
      ...signedIn,
      request: jsonBody(SaveCustomerRequest),
      responses: { 200: json(UserData, 'The saved user data'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await saveCustomer(services, callerOf(c).userId, c.req.valid('json')), 200),
  );

  /** A call that changes which messages the caller gets (`/fn/<name>`): it answers the preferences as saved. */
  const preferencesRoute = <Body extends z.ZodType>(name: string, summary: string, request: Body) =>
    createRoute({
      method: 'post',
      path: `/fn/${name}`,
      operationId: name,
      tags,
      summary,
      ...signedIn,
      request: jsonBody(request),
      responses: {
        200: json(z.object({ notificationPreferences: NotificationPreferences }), 'The saved preferences'),
        ...errorResponses(400, 401, 404),
      },
    });
  const saved = async (userId: string, changes: Partial<NotificationPreferences>) => ({
    notificationPreferences: await saveNotificationPreferences(services, userId, changes),
  });

  router.openapi(
    preferencesRoute(
      'saveNotificationPreferences',
      'Save which marketing channels the person opted in to (all off by default)',
      SaveNotificationPreferencesRequest,
    ),
    async (c) => c.json(await saved(callerOf(c).userId, c.req.valid('json')), 200),
  );

  router.openapi(
    preferencesRoute(
      'signupCustomer',
      'Register the caller for kinds of message (next drop, back in stock, hot-swap deals)',
      SignupCustomerRequest,
    ),
    async (c) => {
      const turnedOn = Object.fromEntries(c.req.valid('json').messages.map((kind) => [kind, true]));
      return c.json(await saved(callerOf(c).userId, turnedOn), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/requestDataDeletion',
      operationId: 'requestDataDeletion',
      tags,
      summary: "Erase the caller's personal data (crypto-shredding) and sign them out everywhere",
      ...signedIn,
      request: jsonBody(DataDeletionRequest),
      responses: { 200: json(DataDeletionResponse, 'Erased'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await erasePersonalData(services, callerOf(c).userId);
      return c.json({ success: true as const }, 200);
    },
  );
}
