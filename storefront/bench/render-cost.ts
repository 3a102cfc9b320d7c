// npm run bench:render-cost (hold /tmp/e2e.lock: it uses the e2e's port and Redis database): the
// CPU one server-side render of a shop page costs in this process, for each server entry named
// in RENDER_ENTRIES (build directories, storefront/dist by default), taking turns, against the
// gateway serving storefront/dist over a seeded database. It compares two ways of rendering
// (e.g. a build from before a change) on one figure; prints only.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, serveSeededStorefront } from './served-storefront.ts';

const ENTRIES = (process.env.RENDER_ENTRIES ?? join(ROOT, 'storefront/dist')).split(',');
const ROUNDS = Number(process.env.RENDER_ROUNDS ?? 5);
const PER_ROUND = 20;

type Render = (url: string) => Promise<{ html: string } | undefined>;

const served = await serveSeededStorefront('render_cost');
try {
  const renderers: Render[] = [];
  for (const dir of ENTRIES) {
    const module = (await import(pathToFileURL(join(dir, 'ssr/entry-server.mjs')).href)) as {
      createRenderer(origin: string): Render;
    };
    renderers.push(module.createRenderer(served.base));
  }
  const micros = ENTRIES.map(() => [] as number[]);
  let n = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, render] of renderers.entries()) {
      const before = process.cpuUsage();
      for (let k = 0; k < PER_ROUND; k++) {
        const page = await render(`/shop?priceMin=${++n}`);
        if (!page?.html) throw new Error('no page rendered');
      }
      const used = process.cpuUsage(before);
      // Round 0 warms both up.
      if (round > 0) micros[i]?.push((used.user + used.system) / PER_ROUND);
    }
  }
  for (const [i, dir] of ENTRIES.entries()) {
    const each = [...(micros[i] ?? [])].sort((a, b) => a - b);
    const median = each[Math.floor(each.length / 2)] ?? 0;
    console.log(`${dir}: ${(median / 1000).toFixed(1)} ms CPU a render (median of ${each.length} rounds)`);
  }
} finally {
  await served.stop();
}
