import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import { PassedCheckpoints } from './passed-checkpoints.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const at = (position: number): Checkpoint => ({ txId: String(position), position: String(position) });

describe("a runner's passes", () => {
  it('are written at once after a quiet spell (a waiting read waits for no timer), then together', async () => {
    const writes: (readonly (readonly [string, Checkpoint])[])[] = [];
    const passes = new PassedCheckpoints(async (batch) => writes.push(batch));

    passes.pass('kafka:orders.events:0', at(7));
    await turn();
    expect(writes).toEqual([[['kafka:orders.events:0', at(7)]]]);

    // Right after a write: kept, the latest of each source, until the pause is over (or a flush).
    passes.pass('kafka:orders.events:0', at(8));
    passes.pass('kafka:orders.events:1', at(3));
    passes.pass('kafka:orders.events:0', at(9));
    await turn();
    expect(writes).toHaveLength(1);
    expect(passes.of('kafka:orders.events:0')).toEqual(at(9));
    await passes.flush();
    expect(writes.at(-1)).toEqual([
      ['kafka:orders.events:0', at(9)],
      ['kafka:orders.events:1', at(3)],
    ]);
  });
});
