import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** When the next request would be allowed; 0 when this one was. */
  retryAfterMs: number;
}

/** Takes one token for `key`; the limit is per key (here, per client IP). */
export type RateLimiter = (key: string) => Promise<RateDecision>;

// Read, refill and take in one script, so concurrent requests of one IP on several gateway
// processes never both spend the last token. Redis' own clock keeps the processes' clocks out.
const TOKEN_BUCKET = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.ceil((1 - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
return { allowed, retry }
`;
const TOKEN_BUCKET_SHA = createHash('sha1').update(TOKEN_BUCKET).digest('hex');

export interface TokenBucketOptions {
  /** Tokens added per second: the sustained rate. */
  ratePerSecond: number;
  /** Bucket size: how many requests may come at once. */
  burst: number;
  keyPrefix?: string;
}

/** A token bucket per key in Redis. */
export function redisTokenBucket(redis: Redis, opts: TokenBucketOptions): RateLimiter {
  const prefix = `${opts.keyPrefix ?? ''}analytics:rate:`;
  const args = [String(opts.ratePerSecond), String(opts.burst)];
  return async (key) => {
    const redisKey = `${prefix}${key}`;
    let reply: unknown;
    try {
      reply = await redis.evalsha(TOKEN_BUCKET_SHA, 1, redisKey, ...args);
    } catch (err) {
      // The script cache is empty after a Redis restart: send the script once, cached again.
      if (!String(err).includes('NOSCRIPT')) throw err;
      reply = await redis.eval(TOKEN_BUCKET, 1, redisKey, ...args);
    }
    const [allowed, retryAfterMs] = reply as [number, number];
    return { allowed: allowed === 1, retryAfterMs };
  };
}
