import type { BusLogger } from '@wine/platform/bus/kafka-log';

/** Kafka client warnings on stderr, so stdout carries only what the command prints. */
export const stderrLogger: BusLogger = {
  error: (obj, msg) => console.error(`[kafka] ${msg ?? ''}`, JSON.stringify(obj)),
  warn: (obj, msg) => console.error(`[kafka] ${msg ?? ''}`, JSON.stringify(obj)),
  info: () => undefined,
  debug: () => undefined,
};
