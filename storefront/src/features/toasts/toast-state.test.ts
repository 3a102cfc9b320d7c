import { describe, expect, it } from 'vitest';
import { type Toast, toastReducer } from './toast-state.ts';

const toast = (id: number): Toast => ({ id, title: `t${id}`, tone: 'neutral', durationMs: 5000, open: true });

describe('toastReducer', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const one = toastReducer([], { type: 'add', toast: toast(1) });
    const two = toastReducer(one, { type: 'add', toast: toast(2) });
    expect(two).toEqual([toast(2)]);
  });

  it('marks a dismissed toast closed but keeps it until it is removed', () => {
    const dismissed = toastReducer([toast(1)], { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([{ ...toast(1), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('leaves other toasts alone when dismissing or removing by id', () => {
    expect(toastReducer([toast(1)], { type: 'dismiss', id: 9 })).toEqual([toast(1)]);
    expect(toastReducer([toast(1)], { type: 'remove', id: 9 })).toEqual([toast(1)]);
  });

  it('dismisses and removes everything without an id', () => {
    expect(toastReducer([toast(1)], { type: 'dismiss' })[0]?.open).toBe(false);
    expect(toastReducer([toast(1)], { type: 'remove' })).toEqual([]);
  });
});
