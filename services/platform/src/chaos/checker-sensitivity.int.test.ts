import { afterEach, describe, expect, it } from 'vitest';
import { LOG_START } from '../event-store/checkpoint.ts';
import { checkpointOf, readAllAfter, saveCheckpoint } from '../event-store/read-all.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { STORE_SOURCE } from '../projections/projection.ts';
import type { LedgerWorld } from './ledger-world.ts';
import { worldOnSharedServices } from './world-on-shared-services.ts';

// The checker is only worth its zeros if it reports the faults it exists to find.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function world(): Promise<LedgerWorld> {
  const started = await worldOnSharedServices();
  close = started.close;
  return started.world;
}

describe('the chaos checker', () => {
  it('counts events the relay skipped as lost and the read model missing them as diffs', async () => {
    const w = await world();
    await w.deposit(50);
    // Another database's open transaction can hold the visible head back a moment.
    await waitForVisibleHead(w.pool);
    const twentieth = (await readAllAfter(w.pool, LOG_START, 20)).at(-1);
    if (!twentieth) throw new Error('no events to skip');
    // A relay that recorded progress it never sent: the 20 first events never reach Kafka.
    await saveCheckpoint(w.pool, 'outbox-relay', checkpointOf(twentieth));
    await w.startRelay();
    await w.startProjector();
    const result = await w.check('skipped', 'checkpoint moved past 20 unsent events', 5_000);
    expect(result).toMatchObject({ appended: 50, delivered: 30, lost: 20 });
    expect(result.readModelDiffs).toBeGreaterThan(0);
  });

  it('counts events applied twice as doubled and as read-model diffs', async () => {
    const w = await world();
    await w.startRelay();
    await w.startProjector();
    await w.deposit(50);
    expect(await w.settled()).toBe(true);
    // The same events again under another source's checkpoint: a second effect of each.
    await w.projector().applyBatch(STORE_SOURCE, await readAllAfter(w.pool, LOG_START, 100));
    const result = await w.check('doubled', 'every event applied a second time', 5_000);
    expect(result).toMatchObject({ appended: 50, delivered: 50, lost: 0, doubled: 50 });
    expect(result.readModelDiffs).toBeGreaterThan(0);
  });
});
