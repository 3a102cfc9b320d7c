import { describe, expect, it, vi } from 'vitest';
import { emptyCart } from './cart-rules.ts';
import { CART_SAVE_DEBOUNCE_MS, createCartSaver, type Timers } from './cart-saver.ts';

function fakeTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due]) {
      if (timer.at <= now) {
        due.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance };
}

describe('cart saver', () => {
  it('waits 500 ms (spec section 9)', () => {
    expect(CART_SAVE_DEBOUNCE_MS).toBe(500);
  });

  it('saves only the latest cart, 500 ms after the last change', () => {
    const { timers, advance } = fakeTimers();
    const save = vi.fn();
    const { schedule } = createCartSaver(save, timers);
    const first = emptyCart('2026-11-22T00:00:00.000Z');
    const second = emptyCart('2026-11-22T00:00:01.000Z');
    schedule(first);
    advance(400);
    schedule(second);
    advance(499);
    expect(save).not.toHaveBeenCalled();
    advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(second);
  });

  it('saves again after a later change', () => {
    const { timers, advance } = fakeTimers();
    const save = vi.fn();
    const { schedule } = createCartSaver(save, timers);
    schedule(emptyCart('2026-11-22T00:00:00.000Z'));
    advance(500);
    schedule(emptyCart('2026-11-22T00:00:02.000Z'));
    advance(500);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush saves a waiting cart at once, and only once', () => {
    const { timers, advance } = fakeTimers();
    const save = vi.fn();
    const saver = createCartSaver(save, timers);
    const cart = emptyCart('2026-11-22T00:00:00.000Z');
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.schedule(cart);
    saver.flush();
    advance(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(cart);
  });
});
