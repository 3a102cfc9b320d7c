import { UsageError } from '@wine/platform/cli/cli-args';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs } from './ops-args.ts';

const id = '7A1C3E5F-2B4D-5C6E-8F10-213243546576';

describe('the operations CLI', () => {
  it('reads each command', () => {
    expect(parseOpsArgs(['list'])).toEqual({ command: 'list' });
    expect(parseOpsArgs(['mark-dispatched', id, 'DPD-1234'])).toEqual({
      command: 'mark-dispatched',
      dispatchId: id.toLowerCase(),
      trackingReference: 'DPD-1234',
    });
    expect(parseOpsArgs(['hold', id])).toEqual({ command: 'hold', orderId: id.toLowerCase() });
    expect(parseOpsArgs(['release', id])).toEqual({ command: 'release', orderId: id.toLowerCase() });
  });

  it.each([
    [[]],
    [['ship']],
    [['list', 'all']],
    [['hold']],
    [['hold', 'order-1']],
    [['release', id, id]],
    [['mark-dispatched', id]],
    [['mark-dispatched', id, 'a b']],
    [['mark-dispatched', 'x', 'DPD-1']],
    [['list', '--all']],
  ])('refuses %j with a usage error', (argv) => expect(() => parseOpsArgs(argv)).toThrow(UsageError));
});
