// npm run catalog:import -- <file.json>: checks the whole file, then imports it, or nothing.
// Re-importing a file appends only what changed since. Needs DATABASE_URL (default: local dev).
import { readFile } from 'node:fs/promises';
import { checkCatalogFile } from './check-catalog-file.ts';
import { importCatalog } from './import-catalog.ts';
import { withImportDeps } from './import-deps.ts';
import { outcomeReport, refusalReport } from './import-report.ts';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run catalog:import -- <file.json>');
  process.exit(2);
}

const checked = checkCatalogFile(await readFile(path, 'utf8'));
if (!checked.ok) {
  console.error(refusalReport(path, checked.problems));
  process.exit(1);
}
const outcome = await withImportDeps((deps) => importCatalog(deps, checked.file, checked.lines));
(outcome.ok ? console.log : console.error)(outcomeReport(path, outcome));
process.exitCode = outcome.ok ? 0 : 1;
