import { writeBenchReport } from '../bench/bench-report.ts';
import type { ScenarioResult } from './ledger-world.ts';

const OUT_DIR = new URL('../../../../docs/bench/', import.meta.url).pathname;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** docs/bench/chaos.md and chaos.json: per scenario what was injected and what the checker found. */
export async function writeChaosReport(results: ScenarioResult[], seconds: number): Promise<void> {
  const figures = results.flatMap((r) => {
    const s = slug(r.name);
    return [
      { name: `${s}.appended`, label: `${r.name}: events appended`, value: r.appended, unit: 'events' },
      { name: `${s}.delivered`, label: `${r.name}: delivered to Kafka`, value: r.delivered, unit: 'events' },
      {
        name: `${s}.lost`,
        label: `${r.name}: lost`,
        value: r.lost,
        unit: 'events',
        target: '= 0',
        pass: r.lost === 0,
      },
      {
        name: `${s}.doubled`,
        label: `${r.name}: applied twice`,
        value: r.doubled,
        unit: 'events',
        target: '= 0',
        pass: r.doubled === 0,
      },
      {
        name: `${s}.out_of_order`,
        label: `${r.name}: streams out of order`,
        value: r.outOfOrderStreams,
        unit: 'streams',
        target: '= 0',
        pass: r.outOfOrderStreams === 0,
      },
      {
        name: `${s}.read_model_diffs`,
        label: `${r.name}: read-model rows unlike the rebuild`,
        value: r.readModelDiffs,
        unit: 'rows',
        target: '= 0',
        pass: r.readModelDiffs === 0,
      },
    ];
  });
  const table = results
    .map(
      (r) =>
        `| ${r.name} | ${r.injected} | ${r.appended} | ${r.delivered} | ${r.lost} | ${r.redelivered} | ${r.doubled} | ${r.outOfOrderStreams} | ${r.readModelDiffs} | ${r.deadLettered} |`,
    )
    .join('\n');
  await writeBenchReport(OUT_DIR, {
    area: 'chaos',
    title: 'Fault tolerance, proved: the chaos suite',
    command: 'make chaos',
    script: 'services/platform/src/chaos/delivery-faults.chaos.test.ts',
    figures,
    sections: {
      Scenarios: `| Scenario | Injected | Appended | Delivered | Lost | Re-sent copies | Applied twice | Streams out of order | Read-model diffs | Dead-lettered |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
${table}

The whole run took ${Math.round(seconds)} s.`,
      'How it checks': `Every scenario runs the outbox relay and the ledger read model (non-idempotent on purpose:
an event applied twice shows as a wrong balance) on a database and topics of its own. Faults hit
only processes the suite started: a crash child (relay or projector, SIGKILL), its own Kafka
broker, its own Postgres cluster, its own Redis. The checker then reads every topic from offset 0
with a fresh group and compares it with the event store (lost = stored but never on Kafka;
re-sent copies are the at-least-once relay's, dropped by the projectors' checkpoints; stream order
is the order in which each stream's events first reached Kafka), and compares the live read
model, row by row, with the one the platform's replay rebuilds from the event store.`,
    },
  });
}
