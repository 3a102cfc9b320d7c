// FAST PATH (docs/fast-path.md): writes the access line pino would write, bypassing pino's
// general path. Justified by `npm run bench:shop`: pino's path was a third of what a cached
// answer cost (docs/catalog.md, "The access log"); a test holds the bytes equal to pino's.
import { type DestinationStream, pino } from 'pino';
import type { Logger } from '../observability/logger.ts';

export interface AccessLine {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  correlationId: string;
}

/**
 * Writes the line `logger[level](line, 'request')` would, byte for byte, to the logger's own
 * stream at its level, its time and bindings: pino's general path (mixin, serializers, redaction
 * paths, a walk over the fields) was a third of what a cached answer cost. The six fields are
 * known and none is a secret; the two a client chose (path, method) are JSON-escaped when they
 * need it, the ids never do (request-ids.ts takes only plain tokens).
 */
// Printable ASCII but the quote and the backslash, which JSON.stringify leaves as it is: most
// paths are, and testing for it costs a fraction of stringifying.
const asIs = /^[ !#-[\]-~]*$/;
const jsonText = (text: string) => (asIs.test(text) ? `"${text}"` : JSON.stringify(text));

const isDestination = (value: unknown): value is DestinationStream =>
  typeof value === 'object' && value !== null && 'write' in value && typeof value.write === 'function';

export function accessLineWriter(logger: Logger): (level: 'info' | 'debug', line: AccessLine) => void {
  const bindings: unknown = Reflect.get(logger, pino.symbols.chindingsSym);
  const time: unknown = Reflect.get(logger, pino.symbols.timeSym);
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  if (typeof bindings !== 'string' || typeof time !== 'function' || !isDestination(stream)) {
    throw new Error('The access log needs a pino logger (its bindings, time and stream)');
  }
  const levelValue = { info: logger.levels.values.info, debug: logger.levels.values.debug };
  return (level, line) => {
    if (!logger.isLevelEnabled(level)) return;
    stream.write(
      `{"level":${levelValue[level]}${time()}${bindings},"method":${jsonText(line.method)},"path":${jsonText(line.path)},"status":${line.status},"durationMs":${line.durationMs},"requestId":"${line.requestId}","correlationId":"${line.correlationId}","msg":"request"}\n`,
    );
  };
}
