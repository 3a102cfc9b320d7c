import { type SupportEvent, SupportEventEnvelope } from '@wine/contracts/messaging/messaging-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import {
  type ReceiveSupportMessage,
  type SupportMessage,
  supportDecider,
} from '../domain/support/support-decider.ts';

export const supportStream: StreamKind<ReceiveSupportMessage, SupportMessage, SupportEvent> = {
  decider: supportDecider,
  events: streamEvents(SupportEventEnvelope),
};
