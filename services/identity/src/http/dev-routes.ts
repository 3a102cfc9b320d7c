import { createRoute } from '@hono/zod-openapi';
import { loopbackOnly } from '@wine/platform/http/loopback-only';
import { json } from '@wine/platform/http/openapi-parts';
import { z } from 'zod';
import type { DevInbox } from '../delivery/dev-inbox.ts';
import { renderInboxPage } from './dev-inbox-page.ts';
import type { Router } from './identity-http.ts';

const tags = ['identity: development only'];

const InboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'phone']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().optional(),
  unsubscribeUrl: z.string().optional(),
  sentAt: z.string(),
});

/**
 * Development only (never mounted when NODE_ENV=production): the inbox of every message sent,
 * so a person can sign in without a mail or SMS account. It shows every sign-in code, so it
 * answers only to a program on this machine talking to this process directly (loopbackOnly).
 */
export function devRoutes(router: Router, inbox: DevInbox): void {
  router.use('/dev/*', loopbackOnly());
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dev/inbox',
      operationId: 'getDevInbox',
      security: [],
      tags,
      summary: 'Every e-mail and SMS sent, newest first',
      responses: { 200: json(z.object({ messages: z.array(InboxMessage) }), 'The messages') },
    }),
    (c) => c.json({ messages: [...inbox.list()] }, 200),
  );

  router.get('/dev/inbox.html', (c) => c.html(renderInboxPage(inbox.list())));
}
