/**
 * One line of the app's JSON log as a person reads it on a terminal (`make start`):
 * `20:00:04.583 INFO  gateway  listening on http://127.0.0.1:8080  url=http://127.0.0.1:8080`.
 * The log itself stays JSON (the file under .run/logs, and production): only the terminal's copy
 * goes through this. A line that is not pino's JSON is left as it is.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<string, string> = {
  WARN: '\x1b[33m',
  ERROR: '\x1b[31m',
  FATAL: '\x1b[41m',
  DEBUG: '\x1b[90m',
};
/** Fields every line has, or that the line's head already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'err']);

export function prettyLine(line: string, { colour = false } = {}): string {
  const record = parseRecord(line);
  if (!record) return line;
  const level = LEVELS[Number(record.level)] ?? String(record.level);
  const time = typeof record.time === 'string' ? record.time.slice(11, 23) : '';
  const head = `${time} ${colour && COLOURS[level] ? `${COLOURS[level]}${level.padEnd(5)}\x1b[0m` : level.padEnd(5)}`;
  const fields = Object.entries(record)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = [head, String(record.name ?? ''), String(record.msg ?? ''), ...fields].filter((p) => p !== '');
  return [text.join('  '), ...errorLines(record.err)].join('\n');
}

function parseRecord(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && 'level' in value
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An error's stack (or message) under its line, indented. */
function errorLines(err: unknown): string[] {
  if (typeof err !== 'object' || err === null) return [];
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text =
    typeof stack === 'string' ? stack : typeof message === 'string' ? message : JSON.stringify(err);
  return text.split('\n').map((l) => `    ${l}`);
}
