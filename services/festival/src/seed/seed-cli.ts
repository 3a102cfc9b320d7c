// npm run seed (after the catalog's): the seed festivals (a past one, an upcoming one) and this
// month's festival, so the storefront shows a festival on now. Idempotent.
import { readFile } from 'node:fs/promises';
import { checkFestivalFile } from '../import/check-festival-file.ts';
import { withFestivalImportDeps } from '../import/import-deps.ts';
import { importFestivals, importReport } from '../import/import-festivals.ts';
import { liveFestivalAt } from './live-festival.ts';

const file = new URL('../../seed/festivals.json', import.meta.url);
const checked = checkFestivalFile(await readFile(file, 'utf8'));
const outcome = checked.ok
  ? await withFestivalImportDeps((deps) =>
      importFestivals(deps, [...checked.festivals, liveFestivalAt(deps.clock())]),
    )
  : checked;
(outcome.ok ? console.log : console.error)(importReport('festival seed', outcome));
process.exitCode = outcome.ok ? 0 : 1;
