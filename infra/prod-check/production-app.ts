import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleApp, assembleManifests } from '../build/assemble-app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The newest modification time under a path (a file, or a folder's files, node_modules aside). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules')
      .map((name) => newest(join(path, name))),
  );
}

/** The storefront's build is older than a source of it (as infra/start-app.sh decides). */
function storefrontStale(): boolean {
  const built = join(ROOT, 'storefront/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'storefront/src',
    'storefront/public',
    'storefront/build',
    'storefront/index.html',
    'storefront/vite.config.ts',
    'contracts/src',
  ];
  return Math.max(...sources.map((source) => newest(join(ROOT, source)))) > statSync(built).mtimeMs;
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * The image's folders, without Docker (infra/docker/Dockerfile, stages 2 and 3): the storefront
 * built if stale, the services compiled, the production dependencies installed by `npm ci
 * --omit=dev` (again only when a manifest changed), and the built app beside them, in `dir`.
 */
export async function productionApp(dir: string, say: (line: string) => void): Promise<void> {
  if (storefrontStale()) {
    say('building the storefront for production');
    npm(['run', '--silent', 'build:storefront'], ROOT);
  }
  npm(['run', '--silent', 'build:server'], ROOT);
  await assembleManifests(dir);
  const manifests = createHash('sha256');
  for (const file of ['package-lock.json', 'package.json']) manifests.update(readFileSync(join(dir, file)));
  const installed = join(dir, 'node_modules/.prod-check-manifests');
  const digest = manifests.digest('hex');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== digest) {
    say('installing the production dependencies (npm ci --omit=dev)');
    npm(
      ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--workspace', 'services/gateway'],
      dir,
    );
    writeFileSync(installed, digest);
  }
  await assembleApp(dir);
}
