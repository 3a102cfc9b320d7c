import { messageKindLabels } from '@wine/contracts/messaging/message-kinds';
import type { createRouter } from '@wine/platform/http/create-router';
import type { Context } from 'hono';
import type { MessagingServices } from '../app/messaging-services.ts';
import { unsubscribe } from '../app/unsubscribe.ts';
import { readUnsubscribeToken } from '../links/unsubscribe-token.ts';
import type { AudienceReader } from '../read/audience-reader.ts';
import { escapeHtml } from '../templates/layout.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const PATH = '/api/messaging/unsubscribe';

/**
 * The unsubscribe link of every message a customer chose; no sign-in, the signed token says who
 * and which kind. GET shows one button (a mail scanner that opens links turns nothing off);
 * pressing it, or a mail client's own one-click unsubscribe (RFC 8058: a POST to the same
 * link), turns the kind off. A token not signed by us is refused with 400.
 */
export function unsubscribeRoutes(
  router: ReturnType<typeof createRouter>,
  services: MessagingServices,
  reader: AudienceReader,
): void {
  const productName = services.config.PRODUCT_NAME;
  const refused = (c: Context) =>
    c.html(
      unsubscribePage(
        productName,
        'This link does not work',
        '<p>It may have been cut short or changed. Use the link in the e-mail as it came, or turn messages off in your account.</p>',
      ),
      400,
    );
  const who = (c: Context) => readUnsubscribeToken(services.linkKey, c.req.query('token') ?? '');

  router.get(PATH, (c) => {
    const found = who(c);
    if (!found) return refused(c);
    const label = messageKindLabels[found.kind];
    const action = `${PATH}?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
    return c.html(
      unsubscribePage(
        productName,
        `Turn off ${label.toLowerCase()}?`,
        `<p>You will get no more ${escapeHtml(label.toLowerCase())}. Your other messages stay as they are.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Turn off ${escapeHtml(label.toLowerCase())}</button></form>`,
      ),
    );
  });

  router.post(PATH, async (c) => {
    const found = who(c);
    if (!found) return refused(c);
    await unsubscribe(services, reader, found);
    const label = messageKindLabels[found.kind];
    return c.html(
      unsubscribePage(
        productName,
        `${label} turned off`,
        `<p>You will get no more ${escapeHtml(label.toLowerCase())}. Changed your mind? Turn them back on in your <a href="${escapeHtml(`${services.config.WEB_APP_URL.replace(/\/$/, '')}/account`)}">account</a>.</p>`,
      ),
    );
  });
}
