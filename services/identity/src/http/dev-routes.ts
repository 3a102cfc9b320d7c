import { createRoute } from '@hono/zod-openapi';
import { ClubStatus } from '@wine/contracts/club-status';
import { UserId } from '@wine/contracts/identity/identity-events';
import { requireUser } from '@wine/platform/http/auth';
import { z } from 'zod';
import { decideForUser } from '../app/users/decide-for-user.ts';
import type { DevInbox } from '../delivery/dev-inbox.ts';
import { callerOf, checkSelf } from './caller.ts';
import { renderInboxPage } from './dev-inbox-page.ts';
import type { IdentityHttp, Router } from './identity-http.ts';
import { bearer, errorResponses, json, jsonBody } from './openapi.ts';

const tags = ['identity: development only'];

const InboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'phone']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  sentAt: z.string(),
});

const ClubStatusRequest = z.object({ appUserId: UserId, status: ClubStatus });

/**
 * Development only (never mounted when NODE_ENV=production): the inbox of every message sent,
 * so a person can sign in without a mail or SMS account, and a switch for one's own club
 * status, so member prices can be seen before payments exist.
 */
export function devRoutes(router: Router, { services, verifier }: IdentityHttp, inbox: DevInbox): void {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dev/inbox',
      tags,
      summary: 'Every e-mail and SMS sent, newest first',
      responses: { 200: json(z.object({ messages: z.array(InboxMessage) }), 'The messages') },
    }),
    (c) => c.json({ messages: [...inbox.list()] }, 200),
  );

  router.get('/dev/inbox.html', (c) => c.html(renderInboxPage(inbox.list())));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/dev/club-status',
      tags,
      summary: "Set the caller's own collectors club status",
      security: bearer,
      middleware: [requireUser(verifier)],
      request: jsonBody(ClubStatusRequest),
      responses: { 200: json(ClubStatusRequest, 'The new status'), ...errorResponses(400, 401, 403, 409) },
    }),
    async (c) => {
      const { appUserId, status } = c.req.valid('json');
      checkSelf(callerOf(c), appUserId);
      await decideForUser(services, appUserId, 'ChangeClubStatus', { status });
      return c.json({ appUserId, status }, 200);
    },
  );
}
