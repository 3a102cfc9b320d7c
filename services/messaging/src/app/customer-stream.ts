import type { CustomerMessagingEvent } from '@wine/contracts/messaging/messaging-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import type { CustomerMessaging, CustomerMessagingCommand } from '../domain/customer/customer-messaging.ts';
import { customerMessagingDecider } from '../domain/customer/customer-messaging-decider.ts';
import { customerMessagingEvents } from './followed-events.ts';

/** `messaging/customer/<userId>`: what one customer was sent and turned off. */
export const customerStream: StreamKind<CustomerMessagingCommand, CustomerMessaging, CustomerMessagingEvent> =
  {
    decider: customerMessagingDecider,
    events: customerMessagingEvents,
  };
