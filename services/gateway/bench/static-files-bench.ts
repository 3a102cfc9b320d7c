// The storefront's files: the gateway's in-memory map against the standard mechanism,
// @hono/node-server's serveStatic (precompressed) behind Hono's etag middleware.
//   npm run bench:static-files   (part of `make bench`; builds the storefront if it has no build)
// Each way runs in a child process of its own; autocannon asks for the app's largest script as a
// browser does (brotli accepted), first fresh (200), then revalidating with its ETag (304), the
// two ways taking turns, three rounds each. The figure that decides the 10 % rule (docs/fast-path.md)
// is the server's CPU per request, which moves less with the machine's load than requests/s.
// Writes docs/bench/static-files.md and .json.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  atMost,
  BENCH_DOCS_DIR,
  type BenchFigure,
  writeBenchReport,
} from '../../platform/src/bench/bench-report.ts';
import { loadAverages } from '../../platform/src/bench/machine.ts';
import { cpuBetween, cpuSnapshot } from '../../platform/src/bench/process-cpu.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = join(ROOT, 'storefront', 'dist');
const WAYS = ['ours', 'hono'] as const;
type Way = (typeof WAYS)[number];
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_STATIC_SECONDS ?? 4);
const CONNECTIONS = 16;
/** The standard mechanism is used unless the bypass saves more than this share of its CPU. */
const RULE = 0.9;
const log = (message: string) => process.stderr.write(`[static-files-bench] ${message}\n`);

function largestScript(): string {
  const assets = join(DIST, 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const [largest] = scripts.sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
  if (!largest) throw new Error('the storefront build has no script');
  return `/assets/${largest}`;
}

async function start(way: Way): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/gateway/bench/static-files-server.ts', way, DIST],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { child, origin: `http://127.0.0.1:${chunk.toString().trim()}` };
}

interface Run {
  requests: number;
  seconds: number;
  cpuSeconds: number;
  p99: number;
}

async function run(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  status: number,
): Promise<Run> {
  const before = cpuSnapshot();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuSeconds = cpuBetween(before, cpuSnapshot(), (pid) => pid === child.pid);
  const statusCount = result[`${Math.floor(status / 100)}xx` as '2xx' | '3xx'];
  if (result.errors > 0 || statusCount !== result.requests.total) {
    throw new Error(`${url}: expected every answer ${status}, got ${JSON.stringify(result.statusCodeStats)}`);
  }
  return { requests: result.requests.total, seconds: result.duration, cpuSeconds, p99: result.latency.p99 };
}

const perRequestMicros = (runs: Run[]) =>
  Math.round((runs.reduce((s, r) => s + r.cpuSeconds, 0) * 1e6) / runs.reduce((s, r) => s + r.requests, 0));
const rps = (runs: Run[]) =>
  Math.round(runs.reduce((s, r) => s + r.requests, 0) / runs.reduce((s, r) => s + r.seconds, 0));

async function main() {
  if (!existsSync(join(DIST, 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', 'storefront'], { cwd: ROOT, stdio: 'inherit' });
  const loadAtStart = loadAverages();
  const path = largestScript();
  const servers = Object.fromEntries(
    await Promise.all(WAYS.map(async (w) => [w, await start(w)] as const)),
  ) as Record<Way, Awaited<ReturnType<typeof start>>>;
  const fresh: Record<Way, Run[]> = { ours: [], hono: [] };
  const revalidated: Record<Way, Run[]> = { ours: [], hono: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const way of round % 2 ? WAYS : [...WAYS].reverse()) {
        const { child, origin } = servers[way];
        const url = `${origin}${path}`;
        const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
        const tag = first.headers.get('etag');
        if (first.headers.get('content-encoding') !== 'br' || !tag) {
          throw new Error(`${way}: ${path} came without brotli or an ETag`);
        }
        await first.arrayBuffer();
        fresh[way].push(await run(child, url, { 'accept-encoding': 'br' }, 200));
        revalidated[way].push(await run(child, url, { 'accept-encoding': 'br', 'if-none-match': tag }, 304));
        log(`round ${round}: ${way} done`);
      }
    }
  } finally {
    for (const { child } of Object.values(servers)) child.kill('SIGTERM');
  }
  const figures: BenchFigure[] = [];
  for (const [scenario, runs] of [
    ['fresh', fresh],
    ['revalidated', revalidated],
  ] as const) {
    const label = scenario === 'fresh' ? 'the largest script, brotli (200)' : 'the same, revalidated (304)';
    for (const way of WAYS) {
      const name = way === 'ours' ? 'in-memory map' : 'serveStatic + etag';
      figures.push(
        { name: `${scenario}_${way}_rps`, label: `${name}: ${label}`, value: rps(runs[way]), unit: 'req/s' },
        {
          name: `${scenario}_${way}_cpu`,
          label: `${name}: server CPU per request, ${label}`,
          value: perRequestMicros(runs[way]),
          unit: 'µs',
        },
      );
    }
    const share = perRequestMicros(runs.ours) / perRequestMicros(runs.hono);
    figures.push(
      atMost(
        {
          name: `${scenario}_cpu_share`,
          label: `In-memory map's CPU per request as a share of serveStatic's, ${label} (the bypass stays below ${RULE})`,
          value: Number(share.toFixed(2)),
          unit: 'ratio',
        },
        RULE,
      ),
    );
  }
  await writeBenchReport(BENCH_DOCS_DIR, {
    area: 'static-files',
    title: "The storefront's files: in memory, or Hono's serveStatic",
    command: 'npm run bench:static-files',
    script: 'services/gateway/bench/static-files-bench.ts',
    figures,
    machineExtra: { 'Load average at start': loadAtStart, 'Load average at end': loadAverages() },
    sections: {
      'What was measured': `\`${path}\` of the storefront's build, asked for by autocannon (${CONNECTIONS} connections,
${SECONDS} s a run, ${ROUNDS} rounds, the two ways taking turns) from each way's own process:
- **in-memory map**: the gateway's own (\`services/gateway/src/storefront/storefront-files.ts\`,
  \`serve-storefront.ts\`): the build read once at start with its brotli and gzip copies and a
  strong ETag, 304 to a matching \`If-None-Match\`;
- **serveStatic + etag**: \`@hono/node-server\`'s \`serveStatic({ precompressed: true })\` (a stat
  and a file stream per request) behind \`hono/etag\` (which reads and hashes the body to answer
  304) and a \`Cache-Control\` header.

CPU per request is the server process's (/proc), over all rounds. The rule (docs/fast-path.md):
a bypass stays only where it costs at most ${RULE} of the standard mechanism's CPU.`,
      'What else decides it': `Beyond the figure, the in-memory map leaves out the build's source maps and its server entry
(\`ssr/\`) by construction, and serves the shell with its stylesheet inlined (made at start);
serveStatic would need guards for both.`,
    },
  });
  log('wrote docs/bench/static-files.md');
}

await main();
