import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  ContactSupportRequest,
  ContactSupportResponse,
  contactSupportSent,
} from '@wine/contracts/messaging/support';
import { type AccessTokenVerifier, optionalUser, userOf } from '@wine/platform/http/auth';
import { clientAddressOf } from '@wine/platform/http/client-address';
import type { createRouter } from '@wine/platform/http/create-router';
import { errorResponse } from '@wine/platform/http/error-response';
import { errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { z } from 'zod';
import type { MessagingServices } from '../app/messaging-services.ts';
import { sendContactSupport } from '../app/send-contact-support.ts';
import { contactSupportProblem } from '../domain/support/contact-support-check.ts';

const tags = ['messaging: support'];

/**
 * POST /fn/sendContactSupport: anyone (no sign-in), limited per typed address and per client
 * address. A bearer token, when sent, names the sender, so erasing them erases what they wrote.
 */
export function supportRoutes(
  router: ReturnType<typeof createRouter>,
  services: MessagingServices,
  verifier: AccessTokenVerifier,
): void {
  router.openapi(
    createRoute({
      method: 'post',
      path: '/fn/sendContactSupport',
      operationId: 'sendContactSupport',
      security: [],
      tags,
      summary: 'Write to support: stored, mailed to support, and acknowledged to the address given',
      middleware: [optionalUser(verifier)],
      request: {
        ...jsonBody(ContactSupportRequest),
        headers: z.object({
          /** A retried request with the same key is stored and mailed once. */
          'idempotency-key': z.uuid().optional(),
        }),
      },
      responses: {
        200: json(ContactSupportResponse, 'Stored; the mails follow'),
        ...errorResponses(
          [
            400,
            "'Missing required parameters: ' and the names missing, or 'Please enter a valid email address'",
          ],
          [401, 'a bearer token was sent and is not valid (the client refreshes it and sends again)'],
          [429, 'too many messages from this address or to this e-mail this hour'],
        ),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const problem = contactSupportProblem(body);
      if (problem) {
        const details = [{ path: [problem.field], message: problem.message, code: 'custom' }];
        return errorResponse(c, 400, 'VALIDATION_ERROR', { message: problem.message, details });
      }
      await sendContactSupport(services, {
        messageId: c.req.valid('header')['idempotency-key'] ?? randomUUID(),
        senderId: userOf(c)?.userId ?? null,
        name: body.name?.trim() ?? '',
        email: body.email?.trim() ?? '',
        message: body.message?.trim() ?? '',
        clientAddress: clientAddressOf(c),
      });
      return c.json({ success: true as const, message: contactSupportSent }, 200);
    },
  );
}
