import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-env.ts';
import { RunnerCheckpoints } from './runner-checkpoints.ts';

// A pass over events a runner has nothing to do for is written a moment later; Kafka's offsets
// are committed only after `flush`, so what another process reads (the lag on /metrics, the
// next owner of the partition) is never behind what Kafka was told was delivered.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const source = 'kafka:messaging.events:0';
const seenElsewhere = (runner: string) => new RunnerCheckpoints(db.pool, runner).of(source);

describe("a runner's passes", () => {
  it('are known at once in the process that made them, and elsewhere once flushed', async () => {
    const here = new RunnerCheckpoints(db.pool, 'passes-flushed');
    here.passes.pass(source, { txId: '41', position: '7' });
    expect(await here.of(source)).toEqual({ txId: '41', position: '7' });
    await here.passes.flush();
    expect(await seenElsewhere('passes-flushed')).toEqual({ txId: '41', position: '7' });
  });

  it('wait for a write already under way before a flush answers', async () => {
    const here = new RunnerCheckpoints(db.pool, 'passes-in-flight');
    here.passes.pass(source, { txId: '41', position: '7' });
    const first = here.passes.flush();
    here.passes.pass(source, { txId: '42', position: '8' });
    await here.passes.flush();
    await first;
    expect(await seenElsewhere('passes-in-flight')).toEqual({ txId: '42', position: '8' });
  });
});
