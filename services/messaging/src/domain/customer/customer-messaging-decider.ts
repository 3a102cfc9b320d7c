import type { MessageKind } from '@wine/contracts/messaging/message-kinds';
import type { CustomerMessagingEvent } from '@wine/contracts/messaging/messaging-events';
import type { Decider } from '@wine/platform/domain/decider';
import type {
  CustomerMessaging,
  CustomerMessagingCommand,
  MessageToSend,
  OptIn,
} from './customer-messaging.ts';

/**
 * Whether the kind is on: the preferences turned it on, and no link turned it off since. A link
 * is recorded here at once, while the preferences learn of it a moment later (identity's
 * workflow): a message decided in between is not sent.
 */
function wants(state: CustomerMessaging, kind: MessageKind, { optedInSince }: OptIn): boolean {
  if (optedInSince === null) return false;
  const off = state.unsubscribedAt[kind];
  return off === undefined || off < optedInSince;
}

const requested = (userId: string, message: MessageToSend, now: string): CustomerMessagingEvent => ({
  type: 'CustomerMessageRequested',
  data: { userId, ...message, requestedAt: now },
});

function decide(command: CustomerMessagingCommand, state: CustomerMessaging): CustomerMessagingEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RequestMessage': {
      const { userId, kind, message } = command.data;
      if (state.sent.has(message.messageId) || !wants(state, kind, command.data)) return [];
      return [requested(userId, message, now)];
    }
    case 'Unsubscribe': {
      const { userId, kind } = command.data;
      // A second click (or a mail client's prefetch and the person's click) records nothing more.
      if (state.unsubscribedAt[kind] !== undefined && !wants(state, kind, command.data)) return [];
      return [{ type: 'MessagesUnsubscribed', data: { userId, kind, unsubscribedAt: now } }];
    }
    case 'HoldBackInStockAlert': {
      if (state.alerts.has(command.data.alertId)) return [];
      return [{ type: 'BackInStockAlertHeld', data: { ...command.data, heldAt: now } }];
    }
    case 'SettleBackInStockAlert': {
      const { alertId, userId, productId, inStock, message } = command.data;
      if (state.alerts.get(alertId) !== 'held') return [];
      const settled = (outcome: 'sent' | 'sold-out-again' | 'not-opted-in'): CustomerMessagingEvent => ({
        type: 'BackInStockAlertSettled',
        data: { alertId, userId, productId, outcome, settledAt: now },
      });
      if (!inStock) return [settled('sold-out-again')];
      if (!wants(state, 'backInStock', command.data) || state.sent.has(message.messageId))
        return [settled('not-opted-in')];
      return [settled('sent'), requested(userId, message, now)];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: CustomerMessaging, event: CustomerMessagingEvent): CustomerMessaging {
  switch (event.type) {
    case 'CustomerMessageRequested':
      return { ...state, sent: new Set(state.sent).add(event.data.messageId) };
    case 'MessagesUnsubscribed':
      return {
        ...state,
        unsubscribedAt: { ...state.unsubscribedAt, [event.data.kind]: event.data.unsubscribedAt },
      };
    case 'BackInStockAlertHeld':
      return { ...state, alerts: new Map(state.alerts).set(event.data.alertId, 'held') };
    case 'BackInStockAlertSettled':
      return { ...state, alerts: new Map(state.alerts).set(event.data.alertId, 'settled') };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const customerMessagingDecider: Decider<
  CustomerMessagingCommand,
  CustomerMessaging,
  CustomerMessagingEvent
> = {
  initialState: { sent: new Set(), unsubscribedAt: {}, alerts: new Map() },
  decide,
  evolve,
};
