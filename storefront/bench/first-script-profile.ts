// npm run bench:first-script (hold /tmp/e2e.lock: it uses the e2e's port and Redis database):
// where the first page's JavaScript spends its main-thread time, the task Lighthouse's total
// blocking time is made of. Debian's chromium loads each page of the production build, served by
// the gateway as `make start` serves it, with the CPU 4x slower (as Lighthouse's mobile audit)
// under V8's sampling profiler, and prints the functions with the most self and total time and
// the time spent evaluating the app's own chunks. Prints only: the figures are for finding costs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { decode, type SourceMapMappings } from '@jridgewell/sourcemap-codec';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/browser.ts';
import { buildStorefront, ROOT, serveSeededStorefront } from './served-storefront.ts';

const PROFILES = join(ROOT, 'test-results/first-script');
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const PAGES = (process.env.PROFILE_PAGES ?? '/journal,/').split(',');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// The build's hidden source maps name the source a minified function came from.
const maps = new Map<string, { sources: string[]; mappings: SourceMapMappings } | undefined>();
function sourceOf(url: string, line: number, column: number): string | undefined {
  const chunk = url.match(/\/assets\/([^?]+\.js)/)?.[1];
  if (!chunk) return undefined;
  if (!maps.has(chunk)) {
    try {
      const map = JSON.parse(readFileSync(join(ROOT, 'storefront/dist/assets', `${chunk}.map`), 'utf8'));
      maps.set(chunk, { sources: map.sources, mappings: decode(map.mappings) });
    } catch {
      maps.set(chunk, undefined);
    }
  }
  const map = maps.get(chunk);
  const segment = map?.mappings[line]?.filter((s) => s[0] <= column).at(-1);
  if (!map || !segment || segment.length < 4) return undefined;
  const source = (map.sources[segment[1] as number] ?? '?')
    .replace(/^.*node_modules\//, '')
    .replace(/^(\.\.\/)+/, '');
  return `${source}:${(segment[2] as number) + 1}`;
}

const frameName = ({ callFrame: f }: ProfileNode) => {
  const at =
    sourceOf(f.url, f.lineNumber, f.columnNumber) ?? `${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
  return `${f.functionName || '(anonymous)'} ${at}`;
};

/** Self and total milliseconds per function, and per chunk the time under its top-level code. */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const evaluation = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + ms);
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const ancestor = byId.get(at);
      if (!ancestor) break;
      const ancestorName = frameName(ancestor);
      if (!seen.has(ancestorName)) total.set(ancestorName, (total.get(ancestorName) ?? 0) + ms);
      seen.add(ancestorName);
      // A module's top-level code is the anonymous function at its first line.
      const { functionName, url, lineNumber, columnNumber } = ancestor.callFrame;
      if (!functionName && lineNumber === 0 && columnNumber === 0 && url.includes('/assets/')) {
        const chunk = url.replace(/^.*\//, '');
        evaluation.set(chunk, (evaluation.get(chunk) ?? 0) + ms);
      }
    }
  });
  return { self, total, evaluation };
}

/** Top-down: what the entry chunk's top-level code spends its time in (the heaviest branches). */
function evaluationTree(profile: Profile, minMs = 4, maxDepth = 7): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const own = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    own.set(id, (own.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  const totals = new Map<number, number>();
  const totalOf = (id: number): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const sum = (own.get(id) ?? 0) + (node?.children ?? []).reduce((acc, child) => acc + totalOf(child), 0);
    totals.set(id, sum);
    return sum;
  };
  const lines: string[] = [];
  const walk = (id: number, depth: number) => {
    const node = byId.get(id);
    if (!node || totalOf(id) < minMs) return;
    lines.push(
      `${'  '.repeat(depth)}${totalOf(id).toFixed(1)} ms (self ${(own.get(id) ?? 0).toFixed(1)}) ${frameName(node)}`,
    );
    if (depth >= maxDepth) return;
    for (const child of [...(node.children ?? [])].sort((a, b) => totalOf(b) - totalOf(a)))
      walk(child, depth + 1);
  };
  for (const node of profile.nodes) {
    const f = node.callFrame;
    if (!f.functionName && f.lineNumber === 0 && f.columnNumber === 0 && f.url.includes('/assets/index-'))
      walk(node.id, 1);
  }
  return lines.join('\n');
}

/**
 * The main thread's busy stretches (samples between two idle ones), which approximate its
 * tasks, and their time past 50 ms each: what Lighthouse's total blocking time adds up.
 */
function busyStretches(profile: Profile): { longest: number[]; blockingMs: number } {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const stretches: number[] = [];
  let busy = 0;
  for (const [i, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (idle.has(id)) {
      if (busy > 0) stretches.push(busy);
      busy = 0;
    } else busy += ms;
  }
  if (busy > 0) stretches.push(busy);
  stretches.sort((a, b) => b - a);
  return {
    longest: stretches.slice(0, 4),
    blockingMs: stretches.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
  };
}

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');

if (!process.env.PROFILE_SKIP_BUILD) await buildStorefront();
const { base: BASE, stop } = await serveSeededStorefront('first_script');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  console.log(`load average ${os.loadavg()[0]?.toFixed(2)}; CPU 4x slower; ${RUNS} runs a page`);
  for (const path of PAGES) {
    const runs: (ReturnType<typeof summarise> & { profile: Profile })[] = [];
    // One warm-up load first: the gateway's first answers are not a shopper's.
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      if (i > 0) runs.push({ ...summarise(profile), profile });
      await context.close();
    }
    // The median run by the entry chunk's evaluation time.
    const entry = (run: ReturnType<typeof summarise>) => Math.max(...run.evaluation.values(), 0);
    runs.sort((a, b) => entry(a) - entry(b));
    const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
    // For Chrome DevTools' Performance panel (git-ignored).
    mkdirSync(PROFILES, { recursive: true });
    writeFileSync(
      join(PROFILES, `${path.replace(/\W+/g, '_') || 'home'}.cpuprofile`),
      JSON.stringify(median.profile),
    );
    console.log(
      `\n${path}: evaluation per chunk (runs: ${runs.map((r) => entry(r).toFixed(0)).join(', ')} ms)`,
    );
    console.log(top(median.evaluation, 8));
    const busy = runs.map((run) => busyStretches(run.profile));
    console.log(
      `${path}: busy stretches past 50 ms, summed (TBT-like): ${busy.map((b) => b.blockingMs.toFixed(0)).join(', ')} ms; longest: ${busy.map((b) => b.longest.map((ms) => ms.toFixed(0)).join('/')).join(', ')} ms`,
    );
    console.log(`${path}: the entry chunk's evaluation, top-down\n${evaluationTree(median.profile)}`);
    console.log(`${path}: most self time\n${top(median.self, 25)}`);
    console.log(`${path}: most total time\n${top(median.total, 40)}`);
  }
} finally {
  await browser.close();
  await stop();
}
