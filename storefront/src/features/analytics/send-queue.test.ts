import { describe, expect, it } from 'vitest';
import { createSendQueue } from './send-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the send queue', () => {
  it('sends one at a time, in order, each after the previous one was answered', async () => {
    const log: string[] = [];
    const send = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    const enqueue = createSendQueue(async () => undefined);
    enqueue(send('a'), 'failed');
    enqueue(send('b'), 'failed');
    enqueue(send('c'), 'failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('waits for idle time before each send', async () => {
    let release = () => {};
    const sent: string[] = [];
    const enqueue = createSendQueue(() => new Promise((resolve) => (release = resolve)));
    enqueue(async () => sent.push('a'), 'failed');
    await tick();
    expect(sent).toEqual([]);
    release();
    await tick();
    expect(sent).toEqual(['a']);
  });

  it('only warns about a failed send, and carries on with the next', async () => {
    const warnings: [string, unknown][] = [];
    const sent: string[] = [];
    const enqueue = createSendQueue(
      async () => undefined,
      (message, error) => warnings.push([message, error]),
    );
    const boom = new Error('503');
    enqueue(() => Promise.reject(boom), 'Could not log the page view');
    enqueue(async () => sent.push('next'), 'failed');
    await tick();
    expect(warnings).toEqual([['Could not log the page view', boom]]);
    expect(sent).toEqual(['next']);
  });
});
