import { type AnalyticsTopic, analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import { readCliArgs, UsageError } from '@wine/platform/cli/cli-args';

export type CliCommand =
  | { command: 'tail'; topic: AnalyticsTopic; sinceMs: number | undefined }
  | { command: 'funnel'; sinceMs: number; experiment: string | undefined; everyMs: number }
  | { command: 'pseudonym'; kind: 'user' | 'device'; id: string };

export const USAGE = `Usage:
  npm run analytics -- tail <topic> [--since <duration>]
      Prints each message of the topic as a JSON line, from now (or from --since ago) on.
      <topic>: conversions, page-views, ab-assignments (or the full name, analytics.conversions).
  npm run analytics -- funnel [--since <duration>] [--experiment <name>] [--every <duration>]
      A live funnel ViewContent -> AddToCart -> InitiateCheckout -> Purchase: unique users per
      step and step conversion, per A/B group of the experiment. --since 1h and --every 2s by default.
  npm run analytics -- pseudonym <user|device> <id>
      The keyed pseudonym the topics carry for a user or device id (a data subject's request:
      which messages are theirs), under this install's ANALYTICS_PSEUDONYM_KEY.
  <duration>: a number and a unit, s m h or d (90s, 15m, 1h, 7d).
Environment: KAFKA_BROKERS (default 127.0.0.1:9092), ANALYTICS_PSEUDONYM_KEY.`;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '15m' -> 900000. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([smhd])$/.exec(text.trim());
  if (!match) throw new UsageError(`Not a duration: "${text}" (use e.g. 90s, 15m, 1h, 7d)`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const topicsByName = new Map<string, AnalyticsTopic>(
  Object.values(analyticsTopics).flatMap((topic) => [
    [topic, topic],
    [topic.slice('analytics.'.length), topic],
  ]),
);

/** The options each command takes. */
const optionsOf = { tail: ['since'], funnel: ['since', 'experiment', 'every'], pseudonym: [] } as const;

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const { values, positionals: all } = readCliArgs(argv, {
    since: { type: 'string' },
    experiment: { type: 'string' },
    every: { type: 'string' },
  });
  const [command, ...positional] = all;
  const allowed: readonly string[] = optionsOf[command as keyof typeof optionsOf] ?? [];
  const unknown = Object.entries(values).find(
    ([name, value]) => value !== undefined && !allowed.includes(name),
  );
  if (command !== undefined && command in optionsOf && unknown)
    throw new UsageError(`Unknown option --${unknown[0]}`);
  const { since } = values;

  if (command === 'tail') {
    const topic = topicsByName.get(positional[0] ?? '');
    if (!topic || positional.length !== 1) throw new UsageError('tail needs one topic');
    return { command, topic, sinceMs: since === undefined ? undefined : parseDuration(since) };
  }
  if (command === 'funnel') {
    if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}"`);
    return {
      command,
      sinceMs: parseDuration(since ?? '1h'),
      experiment: values.experiment,
      everyMs: parseDuration(values.every ?? '2s'),
    };
  }
  if (command === 'pseudonym') {
    const [kind, id, ...rest] = positional;
    if ((kind !== 'user' && kind !== 'device') || !id || rest.length > 0)
      throw new UsageError('pseudonym needs user or device, then the id');
    return { command, kind, id };
  }
  throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
}
