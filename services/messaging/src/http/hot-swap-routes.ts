import { createRoute } from '@hono/zod-openapi';
import { handleCommand } from '@wine/platform/domain/handle-command';
import { DomainError } from '@wine/platform/errors/domain-error';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import type { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json } from '@wine/platform/http/openapi-parts';
import { z } from 'zod';
import { broadcastStream } from '../app/broadcast-stream.ts';
import type { MessagingServices } from '../app/messaging-services.ts';
import { broadcastStreamId } from '../domain/messaging-streams.ts';

const HotSwapDealsResponse = z
  .object({
    date: z.iso.date(),
    /** false: today's deals were already asked for (they go once a day). */
    scheduled: z.boolean(),
  })
  .meta({ id: 'HotSwapDealsResponse' });

/**
 * POST /fn/sendHotSwapDeals: today's best deals to everyone opted in, once a day. Only an
 * operator may ask (a user id in MESSAGING_OPERATORS): a shopper's token gets 403, no token 401.
 */
export function hotSwapRoutes(
  router: ReturnType<typeof createRouter>,
  services: MessagingServices,
  verifier: AccessTokenVerifier,
): void {
  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/sendHotSwapDeals',
      operationId: 'sendHotSwapDeals',
      tags: ['messaging: operations'],
      summary: "Send today's hot-swap deals to the customers who opted in (operators only, once a day)",
      security: bearer,
      middleware: [requireUser(verifier)],
      responses: {
        200: json(HotSwapDealsResponse, 'Scheduled; the send loop mails them within seconds'),
        ...errorResponses(401, [403, 'the caller is not an operator']),
      },
    }),
    async (c) => {
      if (!services.config.MESSAGING_OPERATORS.includes(callerId(c)))
        throw new DomainError('FORBIDDEN', 'Only an operator can send the hot-swap deals', 403);
      const now = services.clock().toISOString();
      const date = now.slice(0, 10);
      const { events } = await handleCommand(
        services.store,
        broadcastStream,
        broadcastStreamId('hotSwapDeals', date),
        {
          type: 'ScheduleBroadcast',
          data: { kind: 'hotSwapDeals', key: date, productIds: [], dueAt: now },
          metadata: { now },
        },
        metadataFromContext(),
      );
      return c.json({ date, scheduled: events.length > 0 }, 200);
    },
  );
}
