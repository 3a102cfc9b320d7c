import { handleCommand } from '@wine/platform/domain/handle-command';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { supportStreamId } from '../domain/messaging-streams.ts';
import type { MessagingServices } from './messaging-services.ts';
import { countSupportMessage } from './rate-limits.ts';
import { supportStream } from './support-stream.ts';

export interface ContactSupport {
  messageId: string;
  /** The caller the bearer token proved, if the form was sent with one. */
  senderId: string | null;
  name: string;
  email: string;
  message: string;
  clientAddress: string;
}

/**
 * Stores the message as an event, what was typed sealed with the message's own key; the
 * support-mail effects then mail it to support and acknowledge it to the address typed, once
 * each, whenever SMTP takes them.
 */
export async function sendContactSupport(
  services: MessagingServices,
  request: ContactSupport,
): Promise<void> {
  const { messageId, senderId, name, email, message, clientAddress } = request;
  await countSupportMessage(services, email, clientAddress);
  const sealed = await services.supportText.seal(messageId, senderId, { name, email, message });
  const now = services.clock().toISOString();
  await handleCommand(
    services.store,
    supportStream,
    supportStreamId(messageId),
    { type: 'ReceiveSupportMessage', data: { messageId, senderId, sealed }, metadata: { now } },
    metadataFromContext(),
  );
}
