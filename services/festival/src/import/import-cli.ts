// npm run festival:import -- <file.json>: checks the whole file, then imports it, or nothing.
// Re-importing a file appends only what changed since. Needs DATABASE_URL (default: local dev).
import { readFile } from 'node:fs/promises';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { checkFestivalFile } from './check-festival-file.ts';
import { withFestivalImportDeps } from './import-deps.ts';
import { importFestivals, importReport } from './import-festivals.ts';

const USAGE = `Usage: npm run festival:import -- <file.json>
  Checks the whole file, then imports it, or nothing; re-importing appends only what changed.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

const path = argsOrExit(USAGE, (argv) => {
  const [file, ...more] = readCliArgs(argv, {}).positionals;
  if (!file || more.length > 0) throw new UsageError('festival:import takes one file');
  return file;
});

const checked = checkFestivalFile(await readFile(path, 'utf8'));
const outcome = checked.ok
  ? await withFestivalImportDeps((deps) => importFestivals(deps, checked.festivals))
  : checked;
(outcome.ok ? console.log : console.error)(importReport(path, outcome));
process.exitCode = outcome.ok ? 0 : 1;
