import { describe, expect, it } from 'vitest';
import {
  poisonEvent,
  projectorKilledMidBatch,
  redeliveryFromOffsetZero,
  relayKilledAfterAck,
} from './fast-scenarios.ts';
import type { LedgerWorld, ScenarioResult } from './ledger-world.ts';
import { worldOnSharedServices } from './world-on-shared-services.ts';

// The cheap chaos scenarios, in `make test`: each ends with every event on Kafka once or more,
// in stream order, applied once, and a read model equal to its rebuild from the event store.

async function run(scenario: (world: LedgerWorld) => Promise<ScenarioResult>): Promise<ScenarioResult> {
  const { world, close } = await worldOnSharedServices();
  try {
    return await scenario(world);
  } finally {
    await close();
  }
}

function expectIntact(result: ScenarioResult, appended: number) {
  expect(result).toMatchObject({ appended, delivered: appended, lost: 0, doubled: 0, outOfOrderStreams: 0 });
  expect(result.readModelDiffs).toBe(0);
}

describe('the delivery pipeline under cheap faults', () => {
  it('loses and doubles nothing when the relay dies after Kafka acked, re-sending that batch', async () => {
    const result = await run(relayKilledAfterAck);
    expectIntact(result, 300);
    expect(result.redelivered).toBe(100);
  });

  it('loses and doubles nothing when the projector dies mid-batch', async () => {
    expectIntact(await run(projectorKilledMidBatch), 300);
  });

  it('dead-letters a poison event and applies the rest', async () => {
    const result = await run(poisonEvent);
    expectIntact(result, 201);
    expect(result.deadLettered).toBe(1);
  });

  it('applies nothing twice when a fresh group reads the topic from offset 0', async () => {
    expectIntact(await run(redeliveryFromOffsetZero), 300);
  });
});
