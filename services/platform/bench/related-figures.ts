// The other figures of the backbone's aims, copied into backbone.md from the last runs of their
// own benches (npm run bench:append, npm run bench:idle), so one page shows all of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Figure = { name: string; value: number; unit: string };

const WORKLOADS: [key: string, label: string][] = [
  ['1w-1e', '1 writer, 1 event per append'],
  ['16w-1e', '16 writers, 1 event per append'],
  ['16w-10e', '16 writers, 10 events per append'],
];

function figuresOf(dir: string, file: string): Map<string, number> | undefined {
  const path = join(dir, file);
  if (!existsSync(path)) return undefined;
  return new Map((JSON.parse(readFileSync(path, 'utf8')) as Figure[]).map((f) => [f.name, f.value]));
}

export function relatedFiguresSection(dir: string): string {
  const lines = ['## Appends beside the floor and Emmett, and the stack at rest', ''];
  const append = figuresOf(dir, 'append.json');
  if (append) {
    lines.push(
      'From the last `npm run bench:append` ([append.md](append.md): machine, method, rounds, worst and best round):',
      '',
      "| Workload | Ours ÷ floor (aim >= 0.9) | Ours ÷ Emmett (aim >= 1.25) | Postgres backends' CPU per 1k events, ours / floor / Emmett (ms) |",
      '|---|---:|---:|---:|',
      ...WORKLOADS.map(([key, label]) => {
        const of = (what: string) => append.get(`append_${key}_${what}`);
        return `| ${label} | ${of('ratio_floor')} | ${of('ratio')} | ${of('backend_cpu_ours')} / ${of('backend_cpu_floor')} / ${of('backend_cpu_emmett')} |`;
      }),
      '',
    );
  }
  const idle = figuresOf(dir, 'idle.json');
  if (idle) {
    lines.push(
      'From the last `npm run bench:idle` ([idle.md](idle.md): machine, method): the gateway as `make start` runs it on Kafka, 30 s with no request:',
      '',
      '| Figure | Value | Aim |',
      '|---|---:|---:|',
      `| App processes + Postgres | ${idle.get('idle_stack_cpu')} % of a core | <= 1 |`,
      `| Transactions per second in the app's database | ${idle.get('idle_transactions')} | <= 5 |`,
      '',
    );
  }
  return lines.length > 2 ? `${lines.join('\n')}\n` : '';
}
