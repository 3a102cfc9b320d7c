import type { Redis } from 'ioredis';
import { type Checkpoint, checkpointKey, LOG_START, parseCheckpointKey } from '../event-store/checkpoint.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { retry } from '../resilience/retry.ts';
import { describe, EVENT_RETRIES, isTransient, sleep } from './apply-policy.ts';
import type { DeadLetterSink } from './dead-letters.ts';
import { FLOOR_SOURCE, handlerOf, type RedisOp, type RedisProjection } from './projection.ts';
import { noMetrics, type ProjectorMetrics } from './projector-metrics.ts';

/**
 * Keys of a Redis read model live under `<prefix>rm:<name>:v<N>:`; `<prefix>rm:<name>:current`
 * points at the live version, so replay can build v<N+1> beside it and swap with one SET.
 */
export function redisKeys(name: string, prefix = '') {
  const base = `${prefix}rm:${name}:`;
  return {
    pointer: `${base}current`,
    paused: `${base}paused`,
    next: `${base}next`,
    version: (n: number) => `${base}v${n}:`,
  };
}

/** The namespace readers should use now. */
export async function liveNamespace(redis: Redis, name: string, prefix = ''): Promise<string | null> {
  return redis.get(redisKeys(name, prefix).pointer);
}

// Checks each event against the source's checkpoint (and the floor a replay set), runs its
// writes and moves the checkpoint to the last event applied, atomically for the batch. A live call (ARGV[1] == '') resolves
// the namespace through the pointer and refuses while a replay swap holds the pause key.
const APPLY_SCRIPT = `
local ns = ARGV[1]
if ns == '' then
  if redis.call('EXISTS', KEYS[2]) == 1 then return -1 end
  ns = redis.call('GET', KEYS[1])
  if not ns then return redis.error_reply('read model not set up: ' .. KEYS[1]) end
end
local cpKey = ns .. '__checkpoints'
local source = ARGV[2]
local done = redis.call('HGET', cpKey, source) or ''
local floor = redis.call('HGET', cpKey, 'floor') or ''
if floor > done then done = floor end
local i = 3
local applied = 0
while i <= #ARGV do
  local at = ARGV[i]
  local nOps = tonumber(ARGV[i + 1])
  i = i + 2
  local fresh = at > done
  for _ = 1, nOps do
    local nArgs = tonumber(ARGV[i])
    if fresh then
      local args = { ARGV[i + 1], ns .. ARGV[i + 2] }
      for j = 3, nArgs do args[j] = ARGV[i + j] end
      redis.call(unpack(args))
    end
    i = i + 1 + nArgs
  end
  if fresh then
    done = at
    applied = applied + 1
  end
end
-- Once for the batch: the script is atomic, so no reader sees the writes without it.
if applied > 0 then redis.call('HSET', cpKey, source, done) end
return applied
`;

const ALLOWED = new Set([
  'SET',
  'DEL',
  'HSET',
  'HDEL',
  'HINCRBY',
  'INCRBY',
  'ZADD',
  'ZREM',
  'SADD',
  'SREM',
  'EXPIRE',
]);

export interface RedisProjectorOptions {
  deadLetters: DeadLetterSink;
  /** Builds into this namespace (replay) instead of the live one behind the pointer. */
  namespace?: string;
  keyPrefix?: string;
  metrics?: ProjectorMetrics;
}

export class RedisProjector {
  private readonly keys: ReturnType<typeof redisKeys>;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;

  constructor(
    private readonly redis: Redis,
    readonly projection: RedisProjection,
    private readonly opts: RedisProjectorOptions,
  ) {
    this.keys = redisKeys(projection.name, opts.keyPrefix);
    this.handles = handlerOf(projection);
    this.metrics = opts.metrics ?? noMetrics;
  }

  /** Points the read model at v1 the first time; later set-ups keep the current version. */
  async setup(): Promise<void> {
    await this.redis.set(this.keys.pointer, this.keys.version(1), 'NX');
  }

  async checkpoint(source: string): Promise<Checkpoint> {
    const ns = this.opts.namespace ?? (await this.redis.get(this.keys.pointer));
    if (!ns) return LOG_START;
    const [own, floor] = await this.redis.hmget(`${ns}__checkpoints`, source, FLOOR_SOURCE);
    const best = [own ?? '', floor ?? ''].sort().at(-1);
    return best ? parseCheckpointKey(best) : LOG_START;
  }

  async applyBatch(source: string, events: StoredEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const writes: [StoredEvent, RedisOp[]][] = [];
    for (const event of events) writes.push([event, await this.opsFor(event)]);
    let applied: number;
    try {
      applied = await this.run(source, writes);
    } catch (err) {
      if (isTransient(err)) throw err;
      // A write Redis refused (e.g. WRONGTYPE): earlier events are checkpointed, find the bad one.
      applied = 0;
      for (const write of writes) applied += await this.runOneOrDeadLetter(source, write);
    }
    this.metrics.applied(this.projection.name, applied > 0 ? events.slice(-applied) : []);
    return applied;
  }

  private async opsFor(event: StoredEvent): Promise<RedisOp[]> {
    if (!this.handles(event.type)) return [];
    const checkedOps = async () => {
      const ops = this.projection.apply(event);
      for (const [command] of ops) {
        if (!ALLOWED.has(command.toUpperCase())) throw new Error(`Redis command ${command} is not allowed`);
      }
      return ops;
    };
    try {
      return await retry(checkedOps, EVENT_RETRIES);
    } catch (err) {
      await this.opts.deadLetters.send(this.projection.name, event, describe(err));
      this.metrics.deadLettered(this.projection.name);
      return [];
    }
  }

  private async runOneOrDeadLetter(source: string, write: [StoredEvent, RedisOp[]]): Promise<number> {
    try {
      return await this.run(source, [write]);
    } catch (err) {
      if (isTransient(err)) throw err;
      await this.opts.deadLetters.send(this.projection.name, write[0], describe(err));
      this.metrics.deadLettered(this.projection.name);
      return this.run(source, [[write[0], []]]);
    }
  }

  private async run(source: string, writes: [StoredEvent, RedisOp[]][]): Promise<number> {
    const args: (string | number)[] = [this.opts.namespace ?? '', source];
    for (const [event, ops] of writes) {
      args.push(checkpointKey(checkpointOf(event)), ops.length);
      for (const op of ops) args.push(op.length, ...op);
    }
    for (;;) {
      const applied = (await this.redis.eval(
        APPLY_SCRIPT,
        2,
        this.keys.pointer,
        this.keys.paused,
        ...args,
      )) as number;
      if (applied !== -1) return applied;
      await sleep(25); // a replay is swapping the namespace in
    }
  }
}
