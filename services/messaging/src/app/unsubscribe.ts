import { handleCommand } from '@wine/platform/domain/handle-command';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { customerStreamId } from '../domain/messaging-streams.ts';
import type { Unsubscribe } from '../links/unsubscribe-token.ts';
import type { AudienceReader } from '../read/audience-reader.ts';
import { customerStream } from './customer-stream.ts';
import type { MessagingServices } from './messaging-services.ts';

/** The kind is off from now on: recorded on the customer's stream (identity mirrors it into the preferences). */
export async function unsubscribe(
  services: MessagingServices,
  reader: AudienceReader,
  { userId, kind }: Unsubscribe,
): Promise<void> {
  const optedInSince = await reader.optedInSince(userId, kind);
  await handleCommand(
    services.store,
    customerStream,
    customerStreamId(userId),
    {
      type: 'Unsubscribe',
      data: { userId, kind, optedInSince },
      metadata: { now: services.clock().toISOString() },
    },
    metadataFromContext({ userId: null }),
  );
}
