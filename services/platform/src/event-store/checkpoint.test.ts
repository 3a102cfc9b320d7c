import { describe, expect, it } from 'vitest';
import { checkpointKey, isAfter, laterOf, parseCheckpointKey } from './checkpoint.ts';

describe('checkpoint order', () => {
  it('orders by transaction id first, then position', () => {
    expect(isAfter({ txId: '10', position: '1' }, { txId: '9', position: '500' })).toBe(true);
    expect(isAfter({ txId: '10', position: '2' }, { txId: '10', position: '11' })).toBe(false);
  });

  it('compares numerically even when the digits differ in length', () => {
    expect(isAfter({ txId: '100', position: '1' }, { txId: '99', position: '1' })).toBe(true);
  });

  it('agrees with the sortable key, leading zeros included', () => {
    const values = ['0', '7', '9', '10', '99', '100', '007', '0100', '18446744073709551615'];
    for (const txId of values) {
      for (const other of values) {
        for (const [p, q] of [
          ['1', '2'],
          ['2', '1'],
          ['5', '5'],
        ] as const) {
          const a = { txId, position: p };
          const b = { txId: other, position: q };
          expect(isAfter(a, b)).toBe(checkpointKey(a) > checkpointKey(b));
        }
      }
    }
  });

  it('round-trips through its sortable key', () => {
    const c = { txId: '18446744073709551', position: '42' };
    expect(parseCheckpointKey(checkpointKey(c))).toEqual(c);
    expect(laterOf(c, { txId: '1', position: '1' })).toBe(c);
  });
});
