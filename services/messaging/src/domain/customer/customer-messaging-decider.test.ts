import type { CustomerMessagingEvent } from '@wine/contracts/messaging/messaging-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import type { CustomerMessagingCommand, MessageToSend } from './customer-messaging.ts';
import { customerMessagingDecider } from './customer-messaging-decider.ts';

const { given } = specFor(customerMessagingDecider);
const userId = '0193a1b2-0000-7000-8000-000000000001';
const productId = 'wine-0001';
const optedIn = '2025-03-01T09:00:00.000Z';
const earlier = '2025-03-05T09:00:00.000Z';
const now = '2025-03-10T12:00:00.000Z';
const alertId = 'wine-0001/restock-42';

const message = (messageId: string): MessageToSend => ({
  messageId,
  subject: 'Back in stock',
  text: 'It is back',
  html: '<p>It is back</p>',
  unsubscribeUrl: 'http://shop.test/api/messaging/unsubscribe?token=t',
});
const drop = message('next-drop/2025-03-10');
const alert = message(`back-in-stock/${alertId}`);

const request = (optedInSince: string | null = optedIn): CustomerMessagingCommand => ({
  type: 'RequestMessage',
  data: { userId, kind: 'nextDrop', message: drop, optedInSince },
  metadata: { now },
});
const unsubscribe = (
  kind: 'nextDrop' | 'backInStock',
  optedInSince: string | null = optedIn,
): CustomerMessagingCommand => ({
  type: 'Unsubscribe',
  data: { userId, kind, optedInSince },
  metadata: { now },
});
const hold: CustomerMessagingCommand = {
  type: 'HoldBackInStockAlert',
  data: { alertId, userId, productId },
  metadata: { now },
};
const settle = (inStock: boolean, optedInSince: string | null = optedIn): CustomerMessagingCommand => ({
  type: 'SettleBackInStockAlert',
  data: { alertId, userId, productId, inStock, message: alert, optedInSince },
  metadata: { now },
});

const requested = (m: MessageToSend, at = now): CustomerMessagingEvent => ({
  type: 'CustomerMessageRequested',
  data: { userId, ...m, requestedAt: at },
});
const unsubscribed = (kind: 'nextDrop' | 'backInStock', at = earlier): CustomerMessagingEvent => ({
  type: 'MessagesUnsubscribed',
  data: { userId, kind, unsubscribedAt: at },
});
const held: CustomerMessagingEvent = {
  type: 'BackInStockAlertHeld',
  data: { alertId, userId, productId, heldAt: earlier },
};
const settled = (outcome: 'sent' | 'sold-out-again' | 'not-opted-in'): CustomerMessagingEvent => ({
  type: 'BackInStockAlertSettled',
  data: { alertId, userId, productId, outcome, settledAt: now },
});

describe('a message of a kind the customer chose', () => {
  it('is asked of the mail when the kind is on', () =>
    given([])
      .when(request())
      .then([requested(drop)]));
  it('is asked once, however often it is decided', () =>
    given([requested(drop, earlier)])
      .when(request())
      .thenNothing());
  it('is not sent when the kind is off', () => given([]).when(request(null)).thenNothing());
  it('is not sent after a link turned the kind off, though the preferences have not heard yet', () =>
    given([unsubscribed('nextDrop')])
      .when(request())
      .thenNothing());
  it('is sent again once the person turned the kind back on after unsubscribing', () =>
    given([unsubscribed('nextDrop')])
      .when(request(now))
      .then([requested(drop)]));
  it('is still sent when only another kind was turned off', () =>
    given([unsubscribed('backInStock')])
      .when(request())
      .then([requested(drop)]));
});

describe('an unsubscribe link', () => {
  it('turns its kind off', () =>
    given([])
      .when(unsubscribe('nextDrop'))
      .then([unsubscribed('nextDrop', now)]));
  it('clicked twice records it once', () =>
    given([unsubscribed('nextDrop')])
      .when(unsubscribe('nextDrop', null))
      .thenNothing());
});

describe('a back-in-stock alert', () => {
  it('is held first, once per restock', () => {
    given([])
      .when(hold)
      .then([{ ...held, data: { ...held.data, heldAt: now } }]);
    given([held]).when(hold).thenNothing();
  });
  it('is sent when the wine is still in stock at the second look', () =>
    given([held])
      .when(settle(true))
      .then([settled('sent'), requested(alert)]));
  it('is dropped, never sent, when the wine sold out again first', () =>
    given([held])
      .when(settle(false))
      .then([settled('sold-out-again')]));
  it('is dropped when the person turned the alerts off meanwhile', () => {
    given([held])
      .when(settle(true, null))
      .then([settled('not-opted-in')]);
    given([held, unsubscribed('backInStock')])
      .when(settle(true))
      .then([settled('not-opted-in')]);
  });
  it('is settled once', () =>
    given([held, settled('sent')])
      .when(settle(true))
      .thenNothing());
  it('that was never held sends nothing', () => given([]).when(settle(true)).thenNothing());
});
