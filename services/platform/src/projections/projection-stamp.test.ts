import { describe, expect, it } from 'vitest';
import { ProjectionStamp } from './projection-stamp.ts';

function fakeRead() {
  const state = { stamp: 'oid:store@1', queries: 0 };
  const read = async () => {
    state.queries++;
    return state.stamp;
  };
  return { read, state };
}

/** A stamp fresh for 100 ms and waited for after 2 s idle, on a clock the test moves. */
function clockedStamp() {
  const { read, state } = fakeRead();
  const clock = { now: 0 };
  const stamp = new ProjectionStamp(read, {
    refreshAfterMs: 100,
    waitAfterMs: 2000,
    now: () => clock.now,
  });
  return { stamp, state, clock };
}

describe('ProjectionStamp', () => {
  it('waits for the first stamp, then answers from memory while it is fresh', async () => {
    const { stamp, state, clock } = clockedStamp();
    expect(await stamp.current()).toBe('oid:store@1');
    clock.now = 50;
    state.stamp = 'oid:store@2';
    expect(await stamp.current()).toBe('oid:store@1');
    expect(state.queries).toBe(1);
  });

  it('refreshes in the background once stale, and waits after an idle spell', async () => {
    const { stamp, state, clock } = clockedStamp();
    await stamp.current();
    state.stamp = 'oid:store@2';
    clock.now = 150;
    expect(await stamp.current()).toBe('oid:store@1');
    await new Promise((r) => setTimeout(r, 0));
    expect(await stamp.current()).toBe('oid:store@2');
    state.stamp = 'oid:store@3';
    clock.now = 5000;
    expect(await stamp.current()).toBe('oid:store@3');
  });

  it('is known without waiting only while fresh or refreshing in the background', async () => {
    const { stamp, state, clock } = clockedStamp();
    expect(stamp.currentNow()).toBeUndefined();
    await stamp.current();
    state.stamp = 'oid:store@2';
    clock.now = 150;
    expect(stamp.currentNow()).toBe('oid:store@1');
    await new Promise((r) => setTimeout(r, 0));
    expect(stamp.currentNow()).toBe('oid:store@2');
    clock.now = 5000;
    expect(stamp.currentNow()).toBeUndefined();
  });

  it('has one refresh in flight at a time', async () => {
    const { read, state } = fakeRead();
    let now = 0;
    const stamp = new ProjectionStamp(read, { refreshAfterMs: 0, waitAfterMs: 0, now: () => now++ });
    await Promise.all([stamp.current(), stamp.current(), stamp.current()]);
    expect(state.queries).toBe(1);
  });
});
