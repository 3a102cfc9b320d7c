import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { MessageKind } from '@wine/contracts/messaging/message-kinds';
import { handleCommand, onStreams } from '@wine/platform/domain/handle-command';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { MessageToSend, RequestMessage } from '../domain/customer/customer-messaging.ts';
import { broadcastStreamId, customerStreamId } from '../domain/messaging-streams.ts';
import { unsubscribeUrl } from '../links/unsubscribe-token.ts';
import type { AudienceReader } from '../read/audience-reader.ts';
import { backInStockMail, hotSwapDealsMail, nextDropMail } from '../templates/alert-templates.ts';
import type { RenderedMail } from '../templates/layout.ts';
import { broadcastStream } from './broadcast-stream.ts';
import { customerStream } from './customer-stream.ts';
import type { MessagingServices } from './messaging-services.ts';

/** How many customers' streams one transaction of a broadcast decides on. */
const BROADCAST_CHUNK = 200;
/** The deals in one hot-swap mail. */
export const DEALS_PER_MAIL = 5;

const metadata = (): EventMetadata => metadataFromContext({ userId: null });

function toSend(
  services: MessagingServices,
  userId: string,
  kind: MessageKind,
  messageId: string,
  render: (ctx: { productName: string; webAppUrl: string; unsubscribeUrl: string }) => RenderedMail,
): MessageToSend {
  const { PRODUCT_NAME: productName, WEB_APP_URL: webAppUrl } = services.config;
  const link = unsubscribeUrl(webAppUrl, services.linkKey, { userId, kind });
  return { messageId, unsubscribeUrl: link, ...render({ productName, webAppUrl, unsubscribeUrl: link }) };
}

/**
 * Back-in-stock alerts held long enough: the stock is looked at again now, just before the
 * send. Still there: the alert is asked of identity's mail; sold out again: it is dropped.
 */
export async function settleHeldAlerts(services: MessagingServices, reader: AudienceReader): Promise<number> {
  const now = services.clock();
  const due = await reader.alertsDue(
    new Date(now.getTime() - services.config.BACK_IN_STOCK_HOLD_SECONDS * 1000),
  );
  for (const { alertId, userId, productId } of due) {
    const wine = (await reader.wines([productId])).get(productId);
    const optedInSince = await reader.optedInSince(userId, 'backInStock');
    const messageId = `back-in-stock/${alertId}`;
    const line = wine ?? { name: productId, slug: productId, publicPricePence: 0, memberPricePence: 0 };
    const message = toSend(services, userId, 'backInStock', messageId, (ctx) => backInStockMail(ctx, line));
    await handleCommand(
      services.store,
      customerStream,
      customerStreamId(userId),
      {
        type: 'SettleBackInStockAlert',
        data: { alertId, userId, productId, inStock: (wine?.available ?? 0) > 0, message, optedInSince },
        metadata: { now: now.toISOString() },
      },
      metadata(),
    );
  }
  return due.length;
}

/**
 * Broadcasts due (a drop that opened, today's deals an operator asked for) are asked of
 * identity's mail for everyone opted in, in chunks, each customer's message once by its id (a
 * loop stopped half-way asks the rest next time); then the broadcast is marked sent.
 */
export async function sendDueBroadcasts(
  services: MessagingServices,
  reader: AudienceReader,
): Promise<number> {
  const now = services.clock();
  let asked = 0;
  for (const { kind, key, productIds } of await reader.broadcastsDue(now)) {
    const render =
      kind === 'nextDrop' ? await dropRender(reader, key, productIds) : await dealsRender(reader, key);
    // No deal in stock today: the day's broadcast goes to nobody rather than as an empty list.
    const recipients = render ? await reader.optedIn(kind) : [];
    for (let i = 0; render && i < recipients.length; i += BROADCAST_CHUNK) {
      const chunk = recipients.slice(i, i + BROADCAST_CHUNK);
      const decisions = chunk.map(({ userId, since }) => {
        const message = toSend(services, userId, kind, `${kind}/${key}`, render);
        const command: RequestMessage = {
          type: 'RequestMessage',
          data: { userId, kind, message, optedInSince: since },
          metadata: { now: now.toISOString() },
        };
        return { streamId: customerStreamId(userId), command };
      });
      await onStreams(
        services.store,
        decisions.map((d) => d.streamId),
        (tx) => tx.decideEach(customerStream, decisions, metadata()),
      );
      asked += chunk.length;
    }
    await handleCommand(
      services.store,
      broadcastStream,
      broadcastStreamId(kind, key),
      {
        type: 'MarkBroadcastSent',
        data: { kind, key, recipients: recipients.length },
        metadata: { now: now.toISOString() },
      },
      metadata(),
    );
  }
  return asked;
}

type Render = (ctx: { productName: string; webAppUrl: string; unsubscribeUrl: string }) => RenderedMail;

async function dropRender(reader: AudienceReader, date: string, productIds: string[]): Promise<Render> {
  const wines = await reader.wines(productIds);
  const lines = productIds.flatMap((id) => {
    const wine = wines.get(id);
    return wine ? [wine] : [];
  });
  return (ctx) => nextDropMail(ctx, date, lines);
}

async function dealsRender(reader: AudienceReader, date: string): Promise<Render | null> {
  const deals = await reader.bestDeals(DEALS_PER_MAIL);
  return deals.length === 0 ? null : (ctx) => hotSwapDealsMail(ctx, date, deals);
}
