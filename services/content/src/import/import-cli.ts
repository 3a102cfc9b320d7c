// npm run content:import -- [folder]: checks every Markdown file of the content folder (default
// ./content), then imports them all, or nothing. Importing again appends only what changed.
// Needs DATABASE_URL (default: local dev).
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { z } from 'zod';
import { checkContent, formatContentProblem } from './check-content.ts';
import { importContent } from './import-content.ts';
import { readContentFolder } from './read-content-folder.ts';

const USAGE = `Usage: npm run content:import -- [folder]
  Checks every Markdown file under the folder (default: content), then imports them all, or
  nothing; importing again appends only what changed.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine).`;

const dir = argsOrExit(USAGE, (argv) => {
  const [folder, ...more] = readCliArgs(argv, {}).positionals;
  if (more.length > 0) throw new UsageError('content:import takes one folder');
  return folder ?? 'content';
});

const files = await readContentFolder(dir);
const checked = checkContent(files);
if (!checked.ok) {
  console.error(
    [
      `${dir}: nothing imported; ${checked.problems.length} problem(s):`,
      ...checked.problems.map((p) => `  ${formatContentProblem(p)}`),
    ].join('\n'),
  );
  process.exit(1);
}
const config = loadConfig(z.object({ DATABASE_URL: platformConfigSchema.shape.DATABASE_URL }));
const pool = createPool(config.DATABASE_URL, { applicationName: 'content-import' });
try {
  await migrate(pool, [platformMigrations]);
  const clock = () => new Date();
  const outcome = await importContent(
    { store: new EventStore(pool, { clock }), clock, metadata: metadataFromContext() },
    checked.pieces,
    checked.paths,
  );
  if (!outcome.ok) {
    console.error(
      [`${dir}: nothing imported:`, ...outcome.problems.map((p) => `  ${formatContentProblem(p)}`)].join(
        '\n',
      ),
    );
    process.exitCode = 1;
  } else {
    const written =
      Object.entries(outcome.events)
        .map(([type, n]) => `${n} ${type}`)
        .join(', ') || 'no changes';
    console.log(`${dir}: imported ${files.length} file(s) (${written}; ${outcome.unchanged} unchanged).`);
  }
} finally {
  await pool.end();
}
