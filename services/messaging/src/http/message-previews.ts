import type { createRouter } from '@wine/platform/http/create-router';
import { loopbackOnly } from '@wine/platform/http/loopback-only';
import type { MessagingServices } from '../app/messaging-services.ts';
import { unsubscribeUrl } from '../links/unsubscribe-token.ts';
import {
  backInStockMail,
  hotSwapDealsMail,
  nextDropMail,
  type WineLine,
} from '../templates/alert-templates.ts';
import { escapeHtml, type RenderedMail } from '../templates/layout.ts';
import { supportAcknowledgementMail, supportForwardMail } from '../templates/support-templates.ts';

const sampleUser = '00000000-0000-7000-8000-000000000000';
const wines: WineLine[] = [
  { name: 'Château Musar 2015', slug: 'chateau-musar-2015', publicPricePence: 3900, memberPricePence: 2900 },
  { name: 'Pol Roger Brut NV', slug: 'pol-roger-brut-nv', publicPricePence: 5200, memberPricePence: 4100 },
];

/** Every kind of message the context sends, rendered with sample data. */
export function sampleMails(services: MessagingServices): { kind: string; mail: RenderedMail }[] {
  const { PRODUCT_NAME: productName, WEB_APP_URL: webAppUrl } = services.config;
  const ctx = (kind: 'nextDrop' | 'backInStock' | 'hotSwapDeals') => ({
    productName,
    webAppUrl,
    unsubscribeUrl: unsubscribeUrl(webAppUrl, services.linkKey, { userId: sampleUser, kind }),
  });
  const [first] = wines as [WineLine];
  return [
    { kind: 'Back in stock', mail: backInStockMail(ctx('backInStock'), first) },
    { kind: 'Next drop', mail: nextDropMail(ctx('nextDrop'), '2025-03-10', wines) },
    { kind: 'Hot-swap deals', mail: hotSwapDealsMail(ctx('hotSwapDeals'), '2025-03-10', wines) },
    {
      kind: 'Support message (to support)',
      mail: supportForwardMail(productName, {
        messageId: sampleUser,
        name: 'Ann Lee',
        email: 'ann@example.com',
        message: 'Where is my case?',
        receivedAt: '2025-03-10T12:00:00.000Z',
      }),
    },
    { kind: 'Support acknowledgement', mail: supportAcknowledgementMail(productName) },
  ];
}

/**
 * Development only (never mounted in production), from this machine only: every kind of
 * message as HTML and text, linked from the dev inbox, where the ones actually sent appear too.
 */
export function messagePreviewRoutes(
  router: ReturnType<typeof createRouter>,
  services: MessagingServices,
): void {
  router.use('/dev/message-previews', loopbackOnly());
  router.get('/dev/message-previews', (c) => {
    const items = sampleMails(services)
      .map(
        ({
          kind,
          mail,
        }) => `<section><h2>${escapeHtml(kind)}</h2><p><strong>Subject:</strong> ${escapeHtml(mail.subject)}</p>
<iframe sandbox="allow-popups" srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(kind)}: HTML"></iframe>
<pre>${escapeHtml(mail.text)}</pre></section>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Message previews</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem}
iframe{width:100%;height:26rem;border:1px solid #d6d3d1;border-radius:4px}pre{white-space:pre-wrap;background:#f5f5f4;padding:0.75rem}</style>
</head><body><h1>Message previews</h1><p>Every kind of message, with sample data. <a href="/dev/inbox.html">The dev inbox</a> shows those sent.</p>
${items}</body></html>`);
  });
}
