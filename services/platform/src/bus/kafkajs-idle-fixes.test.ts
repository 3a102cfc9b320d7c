import { afterEach, describe, expect, it } from 'vitest';
import { RequestQueue } from './kafkajs-idle-fixes.ts';

const logger = {
  debug: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
};
const queues: InstanceType<typeof RequestQueue>[] = [];
const queue = () => {
  const q = new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: true,
    clientId: 't',
    broker: 'b',
    logger,
  });
  queues.push(q);
  return q;
};

afterEach(() => {
  for (const q of queues.splice(0)) q.destroy();
});

describe("a Kafka connection's request queue", () => {
  it('arms no timer after a response when nothing waits to be sent', () => {
    const q = queue();
    q.checkPendingRequests(); // what kafkajs does on every response
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still comes back for a request held back by throttling', () => {
    const q = queue();
    q.throttledUntil = Date.now() + 50;
    q.pending.push({});
    q.scheduleCheckPendingRequests();
    expect(q.throttleCheckTimeoutId).not.toBeNull();
  });
});
