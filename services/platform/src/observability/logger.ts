import { writeSync } from 'node:fs';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import { LineBatch } from '../fast-path/line-batch.ts';
import { currentContext } from './request-context.ts';

export type { Logger } from 'pino';

export type LogLevel = Level | 'silent';

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; tests pass a stream to read them back. Defaults to stdout. */
  destination?: DestinationStream;
}

// Secrets that must never reach a log line even when a whole body or request is logged:
// bearer tokens, session cookies, passwords and one-time sign-in codes, Stripe client secrets.
// pino's `*.x` matches one level deep only, so the top-level key is listed too.
const redactPaths = [
  'authorization',
  'headers.authorization',
  '*.headers.authorization',
  'cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'code',
  '*.code',
  'clientSecret',
  '*.clientSecret',
  ...['accessToken', 'refreshToken', 'customToken'].flatMap((key) => [key, `*.${key}`]),
];

// Error codes (ECONNREFUSED, Postgres 23505, NOT_FOUND) are what one searches logs for, but
// `*.code` would censor `err.code`; the serializer moves it out of the redacted key.
function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const { code, ...rest } = pino.stdSerializers.err(value) as Record<string, unknown>;
  return code === undefined ? rest : { ...rest, errorCode: code };
}

// Logs may be written before config is loaded (a config error is itself logged), so the
// level comes from the raw environment; tests run silent unless LOG_LEVEL says otherwise.
function defaultLevel(): LogLevel {
  const level = process.env.LOG_LEVEL;
  if (level) return level as LogLevel;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

// pino's isoTime, made once per millisecond: under load many lines share one, and formatting a
// Date is a good part of what a line costs.
let stampedAt = Number.NaN;
let stamp = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

let stdout: DestinationStream | undefined;

// One shared stdout stream: each pino() would otherwise open its own buffer on fd 1. Written
// asynchronously: lines logged while a write is under way go out together in the next one,
// not one write(2) per line (one per request at info, the access log); lines reach sonic-boom
// in batches of up to 20 ms (see LineBatch). What is left is flushed synchronously on exit and
// after a fatal line.
function sharedStdout(): DestinationStream {
  stdout ??= new LineBatch(() => {
    const sonic = pino.destination({ dest: 1, sync: false });
    return {
      write: (chunk) => sonic.write(chunk),
      flushSync: () => sonic.flushSync(),
      writeSync: (chunk) => writeSync(1, chunk),
    };
  });
  return stdout;
}

/**
 * A JSON logger for one component (`createLogger('orders-http')`). Every line carries the
 * correlation, causation and request ids of the current `runWithContext` scope, if any.
 */
export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  return pino(
    {
      name,
      level: options.level ?? defaultLevel(),
      timestamp: isoTime,
      redact: { paths: redactPaths },
      serializers: { err: serializeError },
      mixin: () => {
        const context = currentContext();
        if (!context) return {};
        const { correlationId, causationId, requestId } = context;
        return { correlationId, ...(causationId && { causationId }), ...(requestId && { requestId }) };
      },
    },
    options.destination ?? sharedStdout(),
  );
}
