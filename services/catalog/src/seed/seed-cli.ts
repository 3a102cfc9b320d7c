// npm run seed: imports services/catalog/seed/wines.json through the catalog import, with drops
// for today and the next 7 days (UK calendar) from the seed's rotation. Idempotent: running it
// again the same day emits nothing; on a later day it adds only the new days' drops.
import { readFile } from 'node:fs/promises';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { dropDateAt } from '../domain/drop-day.ts';
import { checkCatalogFile } from '../import/check-catalog-file.ts';
import { importCatalog } from '../import/import-catalog.ts';
import { withImportDeps } from '../import/import-deps.ts';
import { outcomeReport, refusalReport } from '../import/import-report.ts';
import { DropRotation, dropPlan } from './drop-plan.ts';

const SEED_DROP_DAYS = 8;
const winesFile = new URL('../../seed/wines.json', import.meta.url);
const rotationFile = new URL('../../seed/drop-rotation.json', import.meta.url);

const USAGE = `Usage: npm run seed
  Imports the seed wines and the drops of today and the next 7 days; idempotent.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

argsOrExit(USAGE, (argv) => {
  const { positionals } = readCliArgs(argv, {});
  if (positionals.length > 0) throw new UsageError('seed takes no arguments');
});
const checked = checkCatalogFile(await readFile(winesFile, 'utf8'));
if (!checked.ok) {
  console.error(refusalReport(winesFile.pathname, checked.problems));
  process.exit(1);
}
const rotation = DropRotation.parse(JSON.parse(await readFile(rotationFile, 'utf8')));
const outcome = await withImportDeps((deps) =>
  importCatalog(
    deps,
    { wines: checked.file.wines, drops: dropPlan(rotation, dropDateAt(deps.clock()), SEED_DROP_DAYS) },
    checked.lines,
  ),
);
(outcome.ok ? console.log : console.error)(outcomeReport('seed', outcome));
process.exitCode = outcome.ok ? 0 : 1;
