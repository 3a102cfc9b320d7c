import { readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import type { Projection } from '@wine/platform/projections/projection';
import type { Until } from '@wine/platform/replay/replay-as-of';

/** What the command line needs to know of a read model: its name and its store. */
type Named = Pick<Projection, 'name' | 'kind'>;

/** What the replay CLI was asked to do. */
export type ReplayCommand<M extends Named = Projection> =
  | { kind: 'list' }
  | { kind: 'rebuild'; models: M[]; dryRun: boolean }
  | { kind: 'as-of'; models: M[]; until: Until; dryRun: boolean }
  | { kind: 'drop-previous'; models: M[] }
  | { kind: 'swap-back'; models: M[] };

export function replayUsage(projections: readonly Projection[]): string {
  return `Usage: npm run replay -- [options] <read-model>...   (or --all)

Rebuilds read models from the event store beside the live ones and swaps them in. Safe while the
app serves; an interrupted rebuild resumes when run again. The model a swap replaces is kept
(Postgres read models: rm_<name>__previous) until --drop-previous, and --swap-back puts it back.

Options:
  --all                     every read model
  --list                    each read model with its checkpoint and lag; changes nothing
  --dry-run                 what would be rebuilt, from how many events, about how long; changes nothing
  --until <position|time>   rebuild as of a past moment (a log position, or an ISO 8601 time) into
                            rm_<name>__asof beside the live model; nothing is swapped (Postgres only)
  --drop-previous           drop the model kept from the last swap
  --swap-back               put the kept model back (the live one is kept in its place)
  -h, --help                this text

Read models: ${projections.map((p) => `${p.name} (${p.kind === 'pg' ? 'postgres' : 'redis'})`).join(', ')}`;
}

function untilOf(value: string): Until {
  if (/^\d+$/.test(value)) return { position: BigInt(value) };
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) {
    throw new UsageError(`--until takes a log position (digits) or an ISO 8601 time, not "${value}"`);
  }
  return { time };
}

/** Reads the command line (node:util parseArgs, strict); a UsageError says what is wrong. */
export function readReplayArgs<M extends Named>(
  argv: readonly string[],
  projections: readonly M[],
): ReplayCommand<M> {
  const { values, positionals } = readCliArgs(argv, {
    all: { type: 'boolean' },
    list: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    until: { type: 'string' },
    'drop-previous': { type: 'boolean' },
    'swap-back': { type: 'boolean' },
  });
  if (values.list) {
    if (positionals.length > 0 || Object.keys(values).length > 1)
      throw new UsageError('--list takes nothing else');
    return { kind: 'list' };
  }
  const unknown = positionals.filter((name) => !projections.some((p) => p.name === name));
  if (unknown.length > 0) throw new UsageError(`No read model named ${unknown.join(', ')}`);
  if (values.all && positionals.length > 0)
    throw new UsageError('Either --all or read model names, not both');
  const models = values.all ? [...projections] : projections.filter((p) => positionals.includes(p.name));
  if (models.length === 0) throw new UsageError('No read model given (name one, or --all)');
  const actions = [values.until !== undefined, values['drop-previous'], values['swap-back']].filter(Boolean);
  if (actions.length > 1) throw new UsageError('One of --until, --drop-previous and --swap-back at a time');
  const dryRun = values['dry-run'] ?? false;
  if (dryRun && (values['drop-previous'] || values['swap-back'])) {
    throw new UsageError('--dry-run goes with a rebuild or --until');
  }
  if (values.until !== undefined) {
    const redis = models.filter((p) => p.kind !== 'pg').map((p) => p.name);
    if (redis.length > 0)
      throw new UsageError(`--until rebuilds Postgres read models only, not ${redis.join(', ')}`);
    return { kind: 'as-of', models, until: untilOf(values.until), dryRun };
  }
  if (values['drop-previous'] || values['swap-back']) {
    const redis = models.filter((p) => p.kind !== 'pg').map((p) => p.name);
    if (redis.length > 0 && !values.all) {
      throw new UsageError(`Only Postgres read models keep a previous model, not ${redis.join(', ')}`);
    }
    const pg = models.filter((p) => p.kind === 'pg');
    return { kind: values['swap-back'] ? 'swap-back' : 'drop-previous', models: pg };
  }
  return { kind: 'rebuild', models, dryRun };
}
