import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FESTIVAL_END_RECHECK_MS, festivalHasEnded, msUntilEnd, watchFestivalEnd } from './festival-end.ts';

const endsAt = '2025-10-31T23:59:59.999Z';
const end = Date.parse(endsAt);

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    show() {
      this.visibilityState = 'visible';
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

describe('the end of a festival', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the last millisecond of its end time', () => {
    expect(festivalHasEnded(endsAt, end)).toBe(false);
    expect(festivalHasEnded(endsAt, end + 1)).toBe(true);
    expect(msUntilEnd(endsAt, end - 1000)).toBe(1001);
    expect(msUntilEnd(endsAt, end - 40 * 24 * 3600_000)).toBeNull();
  });

  it('is seen at once when it has passed already', () => {
    vi.setSystemTime(end + 5);
    const onEnded = vi.fn();
    watchFestivalEnd(endsAt, onEnded, { now: Date.now, document: fakeDocument() });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is seen by the timer at the end time, once', () => {
    vi.setSystemTime(end - 5_000);
    const onEnded = vi.fn();
    watchFestivalEnd(endsAt, onEnded, { now: Date.now, document: fakeDocument() });
    vi.advanceTimersByTime(4_999);
    expect(onEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(onEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * FESTIVAL_END_RECHECK_MS);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is seen by the minute re-check when the end is too far for a timer and the clock jumps', () => {
    const now = { t: end - 40 * 24 * 3600_000 };
    const onEnded = vi.fn();
    watchFestivalEnd(endsAt, onEnded, { now: () => now.t, document: fakeDocument() });
    now.t = end + 1;
    vi.advanceTimersByTime(FESTIVAL_END_RECHECK_MS - 1);
    expect(onEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('is seen when the tab becomes visible again, and watching stops after', () => {
    const now = { t: end - 40 * 24 * 3600_000 };
    const doc = fakeDocument();
    const onEnded = vi.fn();
    watchFestivalEnd(endsAt, onEnded, { now: () => now.t, document: doc });
    now.t = end + 1;
    doc.show();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(doc.listeners.size).toBe(0);
  });

  it('stops being watched when asked', () => {
    const now = { t: end - 1000 };
    const doc = fakeDocument();
    const onEnded = vi.fn();
    const stop = watchFestivalEnd(endsAt, onEnded, {
      now: () => now.t,
      document: doc,
    });
    stop();
    now.t = end + 1;
    vi.advanceTimersByTime(2 * FESTIVAL_END_RECHECK_MS);
    doc.show();
    expect(onEnded).not.toHaveBeenCalled();
  });
});
