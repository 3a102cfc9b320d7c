import type { BroadcastEvent } from '@wine/contracts/messaging/messaging-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import {
  type Broadcast,
  type BroadcastCommand,
  broadcastDecider,
} from '../domain/broadcast/broadcast-decider.ts';
import { broadcastEvents } from './followed-events.ts';

/** `messaging/broadcast/<kind>-<key>`: one next-drop alert or one day's deals. */
export const broadcastStream: StreamKind<BroadcastCommand, Broadcast, BroadcastEvent> = {
  decider: broadcastDecider,
  events: broadcastEvents,
};
