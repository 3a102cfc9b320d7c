// npm run build:server: the services as plain JavaScript for production (the image, make
// prod-check), one ES module per command in dist/server/, so nothing runs TypeScript (tsx) there.
// The workspace's own code (@wine/*) is bundled in; npm packages stay imports, installed by
// `npm ci --omit=dev` beside it. Development and the tests keep running the sources.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { importMetaAtSource, npmPackagesWhereNodeFindsThem } from './esbuild-plugins.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_OUT_DIR = `${ROOT}dist/server`;

/** Each command of the image: `node dist/server/<name>.mjs`. */
export const SERVER_ENTRIES = {
  // Every role of docker-compose.yml (ROLE=gateway, projector, relay; all by default).
  main: 'services/gateway/src/main.ts',
  replay: 'services/gateway/src/replay-cli.ts',
  'seed-catalog': 'services/catalog/src/seed/seed-cli.ts',
  'seed-reviews': 'services/reviews/src/seed/seed-cli.ts',
  'seed-festival': 'services/festival/src/seed/seed-cli.ts',
  'content-import': 'services/content/src/import/import-cli.ts',
  'catalog-import': 'services/catalog/src/import/import-cli.ts',
  'festival-import': 'services/festival/src/import/import-cli.ts',
  'festival-door-key': 'services/festival/src/ops/door-key-cli.ts',
  ops: 'services/orders/src/ops/ops-cli.ts',
  stock: 'services/catalog/src/ops/stock-cli.ts',
};

export async function buildServer(): Promise<void> {
  await rm(SERVER_OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, `${ROOT}${path}`]),
    ),
    outdir: SERVER_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code once, in chunks beside the entries (same folder: importMetaAtSource's paths hold).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    plugins: [npmPackagesWhereNodeFindsThem(ROOT, SERVER_OUT_DIR), importMetaAtSource(SERVER_OUT_DIR)],
    // Stack traces name the TypeScript sources (the image runs node --enable-source-maps).
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `dist/server: ${Object.keys(SERVER_ENTRIES).length} commands, ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
