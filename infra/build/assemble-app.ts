// What the production image holds, in one place: the Dockerfile copies the folders this writes,
// and make prod-check runs the processes from the same folders, so the two cannot drift.
//   tsx infra/build/assemble-app.ts manifests <dir>  the package manifests `npm ci --omit=dev` needs
//   tsx infra/build/assemble-app.ts app <dir>        the built app beside them (after npm run build)
import { cp, glob, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The lock file and every workspace's package.json: the production install resolves from them. */
const MANIFESTS = ['package.json', 'package-lock.json', '*/package.json', 'services/*/package.json'];

/**
 * The compiled commands, the storefront's build, and the files the code opens beside its sources
 * (`new URL('../migrations', import.meta.url)`: the migrations and the seed files), and the
 * content folder content:import reads by default. No TypeScript source.
 */
const APP = ['dist/server', 'storefront/dist', 'services/*/migrations', 'services/*/seed', 'content'];

async function copyMatches(patterns: string[], to: string): Promise<string[]> {
  const copied: string[] = [];
  for await (const path of glob(patterns, { cwd: ROOT, exclude: (name) => name === 'node_modules' })) {
    await mkdir(join(to, dirname(path)), { recursive: true });
    // Whole folders replaced, so a file deleted from the tree since an earlier copy goes too.
    await rm(join(to, path), { recursive: true, force: true });
    await cp(join(ROOT, path), join(to, path), { recursive: true });
    copied.push(path);
  }
  return copied;
}

export const assembleManifests = (to: string) => copyMatches(MANIFESTS, to);

export async function assembleApp(to: string): Promise<string[]> {
  const copied = await copyMatches(APP, to);
  for (const needed of ['dist/server', 'storefront/dist']) {
    if (!copied.includes(needed)) throw new Error(`${needed} is missing: run npm run build first`);
  }
  return copied;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [what, to] = process.argv.slice(2);
  if ((what !== 'manifests' && what !== 'app') || !to) {
    console.error('Usage: tsx infra/build/assemble-app.ts manifests|app <dir>');
    process.exit(2);
  }
  const copied = what === 'manifests' ? await assembleManifests(to) : await assembleApp(to);
  console.log(`${what}: ${copied.length} paths into ${to}`);
}
