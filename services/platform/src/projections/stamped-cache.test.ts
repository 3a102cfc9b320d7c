import { describe, expect, it } from 'vitest';
import { StampedCache, type StampSource } from './stamped-cache.ts';

function fakeStamp() {
  let value = 's1';
  return {
    source: { current: async () => value, currentNow: () => value } satisfies StampSource,
    move: (next: string) => {
      value = next;
    },
  };
}

describe('StampedCache', () => {
  it('builds once per key while the stamp holds, sharing one build between concurrent misses', async () => {
    const { source } = fakeStamp();
    const cache = new StampedCache(source);
    let builds = 0;
    const build = async () => `body-${++builds}`;
    expect(await Promise.all([cache.get('k', build), cache.get('k', build)])).toEqual(['body-1', 'body-1']);
    expect(await cache.get('k', build)).toBe('body-1');
    expect(builds).toBe(1);
  });

  it('builds again once the stamp moves', async () => {
    const stamp = fakeStamp();
    const cache = new StampedCache(stamp.source);
    let builds = 0;
    const build = async () => `body-${++builds}`;
    await cache.get('k', build);
    stamp.move('s2');
    expect(await cache.get('k', build)).toBe('body-2');
  });

  it('does not keep a failed build', async () => {
    const cache = new StampedCache(fakeStamp().source);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('holds at most its limit, dropping the oldest entry first', async () => {
    const cache = new StampedCache(fakeStamp().source, 2);
    let builds = 0;
    const build = async () => `body-${++builds}`;
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('c', build);
    expect(await cache.get('b', build)).toBe('body-2');
    expect(await cache.get('a', build)).toBe('body-4');
  });

  it('keeps an answer under a second key too, which peek finds without ever building', async () => {
    const stamp = fakeStamp();
    const cache = new StampedCache(stamp.source);
    expect(await cache.peek('as-asked')).toBeUndefined();
    await cache.get('canonical', async () => 'body', 'as-asked');
    expect(await cache.peek('as-asked')).toBe('body');
    expect(await cache.get('canonical', async () => 'rebuilt')).toBe('body');
    stamp.move('s2');
    expect(await cache.peek('as-asked')).toBeUndefined();
  });

  it('peeks without waiting at answers built, never at one still building, and lets go when the stamp moves', async () => {
    const stamp = fakeStamp();
    const cache = new StampedCache(stamp.source);
    let finish = (_body: string) => {};
    const building = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peekNow('k')).toBeUndefined();
    finish('body');
    await building;
    expect(cache.peekNow('k')).toBe('body');
    stamp.move('s2');
    expect(cache.peekNow('k')).toBeUndefined();
  });
});
