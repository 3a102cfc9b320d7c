import type { SupportEvent } from '@wine/contracts/messaging/messaging-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { type ReceiveSupportMessage, supportDecider } from './support-decider.ts';

const { given } = specFor(supportDecider);
const now = '2025-03-10T12:00:00.000Z';
const data = {
  messageId: '0193a1b2-0000-7000-8000-00000000000a',
  senderId: '0193a1b2-0000-7000-8000-0000000000a1',
  sealed: 'pii:v1:c2VhbGVk',
};
const receive: ReceiveSupportMessage = { type: 'ReceiveSupportMessage', data, metadata: { now } };
const received: SupportEvent = {
  type: 'SupportMessageReceived',
  data: {
    messageId: data.messageId,
    senderId: '0193a1b2-0000-7000-8000-0000000000a1',
    contents: { form: 'sealed', sealed: data.sealed },
    receivedAt: now,
  },
};

describe('a message to support', () => {
  it('is received sealed, with its sender, stamped with the time of the request', () =>
    given([]).when(receive).then([received]));
  it('is received once however often the request is retried', () =>
    given([received]).when(receive).thenNothing());
});
