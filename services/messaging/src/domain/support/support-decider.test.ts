import type { SupportEvent } from '@wine/contracts/messaging/messaging-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { type ReceiveSupportMessage, supportDecider } from './support-decider.ts';

const { given } = specFor(supportDecider);
const now = '2025-03-10T12:00:00.000Z';
const data = {
  messageId: '0193a1b2-0000-7000-8000-00000000000a',
  name: 'Ann',
  email: 'ann@example.com',
  message: 'Where is my case?',
};
const receive: ReceiveSupportMessage = { type: 'ReceiveSupportMessage', data, metadata: { now } };
const received: SupportEvent = { type: 'SupportMessageReceived', data: { ...data, receivedAt: now } };

describe('a message to support', () => {
  it('is received, stamped with the time of the request', () => given([]).when(receive).then([received]));
  it('is received once however often the request is retried', () =>
    given([received]).when(receive).thenNothing());
});
