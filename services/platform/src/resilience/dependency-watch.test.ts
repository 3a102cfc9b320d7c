import { describe, expect, it } from 'vitest';
import { DependencyWatch } from './dependency-watch.ts';

function watched() {
  const lines: string[] = [];
  const logger = {
    info: (_: object, msg: string) => lines.push(`info ${msg}`),
    warn: (_: object, msg: string) => lines.push(`warn ${msg}`),
  };
  return { watch: new DependencyWatch('kafka', logger), lines };
}

describe('a dependency that stays down through many retries', () => {
  it('says nothing when it is reached at start', () => {
    const { watch, lines } = watched();
    watch.up();
    expect(lines).toEqual([]);
  });

  it('is logged once when it goes down and once when it comes back', () => {
    const { watch, lines } = watched();
    for (let i = 0; i < 50; i++) watch.down(new Error('connect ECONNREFUSED 127.0.0.1:9092'));
    watch.up();
    watch.up();
    watch.down(new Error('broker gone'));
    expect(lines).toEqual([
      'warn kafka is down (connect ECONNREFUSED 127.0.0.1:9092); retrying, serving what does not need it',
      'info kafka is up again',
      'warn kafka is down (broker gone); retrying, serving what does not need it',
    ]);
  });

  it('fails its health check until it has been reached, with the latest reason', async () => {
    const { watch } = watched();
    await expect(watch.check()).rejects.toThrow('not connected yet');
    watch.down(new Error('connect ECONNREFUSED'));
    await expect(watch.check()).rejects.toThrow('connect ECONNREFUSED');
    watch.up();
    await expect(watch.check()).resolves.toBeUndefined();
  });
});
