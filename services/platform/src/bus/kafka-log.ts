/** Where the bus writes: the app's logger, or a CLI's stderr. */
export interface BusLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** One line kafkajs logs, its level named (kafka.ts maps kafkajs' numeric levels). */
export interface KafkaLogEntry {
  namespace: string;
  level: 'error' | 'warn' | 'info' | 'debug';
  log: { message: string; [field: string]: unknown };
}

const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|connect|connection|broker|retries exceeded/i;

/**
 * What kafkajs logs at ERROR about races it or its caller settles by itself: two clients of one
 * process creating the same topic (the loser finds it there, or asks for it before the broker
 * hosts it), a consumer group whose coordinator is still loading or moving, a partition whose
 * leader is being elected. On a clean start these come every time; kafkajs retries, and a failure
 * that lasts is reported by whoever depends on it.
 */
const SETTLES_ITSELF =
  /Topic creation errors|TOPIC_ALREADY_EXISTS|already exists|coordinator is not available|COORDINATOR_NOT_AVAILABLE|COORDINATOR_LOAD_IN_PROGRESS|coordinator is loading|NOT_COORDINATOR|not the correct coordinator|LEADER_NOT_AVAILABLE|no leader|UNKNOWN_TOPIC_OR_PARTITION|does not host this topic-partition|NOT_LEADER_FOR_PARTITION|NOT_LEADER_OR_FOLLOWER|not the leader for that topic-partition|REBALANCE_IN_PROGRESS|rebalanc/i;

/**
 * Writes a kafkajs line to the app's log. kafkajs's own fields go under `kafkajs`: its numeric
 * `correlationId` (a protocol request number) must not sit where the app's correlation ids do.
 * A broker that is down is reported once by whoever depends on it (resilience/dependency-watch.ts),
 * not at every one of kafkajs' retries: those lines, and the races above, go out at debug.
 */
export function writeKafkaLog(logger: BusLogger, { namespace, level, log }: KafkaLogEntry): void {
  const { message, timestamp: _timestamp, logger: _logger, ...own } = log;
  const fields = { kafka: namespace, kafkajs: own };
  const about = `${message} ${String(own.error ?? '')}`;
  if (level === 'info' || level === 'debug' || UNREACHABLE.test(about) || SETTLES_ITSELF.test(about)) {
    logger.debug(fields, message);
  } else logger[level](fields, message);
}
