// npm run catalog:import -- <file.json>: checks the whole file, then imports it, or nothing.
// Re-importing a file appends only what changed since. Needs DATABASE_URL (default: local dev).
import { readFile } from 'node:fs/promises';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { checkCatalogFile } from './check-catalog-file.ts';
import { importCatalog } from './import-catalog.ts';
import { withImportDeps } from './import-deps.ts';
import { outcomeReport, refusalReport } from './import-report.ts';

const USAGE = `Usage: npm run catalog:import -- <file.json>
  Checks the whole file, then imports it, or nothing; re-importing appends only what changed.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

const path = argsOrExit(USAGE, (argv) => {
  const [file, ...more] = readCliArgs(argv, {}).positionals;
  if (!file || more.length > 0) throw new UsageError('catalog:import takes one file');
  return file;
});

const checked = checkCatalogFile(await readFile(path, 'utf8'));
if (!checked.ok) {
  console.error(refusalReport(path, checked.problems));
  process.exit(1);
}
const outcome = await withImportDeps((deps) => importCatalog(deps, checked.file, checked.lines));
(outcome.ok ? console.log : console.error)(outcomeReport(path, outcome));
process.exitCode = outcome.ok ? 0 : 1;
