import { z } from 'zod';

/** "host:port,host:port" -> ["host:port", "host:port"], the shape kafkajs wants for `brokers`. */
const brokerList = z
  .string()
  .default('127.0.0.1:9092')
  .transform((value) =>
    value
      .split(',')
      .map((broker) => broker.trim())
      .filter((broker) => broker !== ''),
  )
  .pipe(z.array(z.string().regex(/^[^\s:]+:\d+$/, 'each broker must be host:port')).min(1));

/**
 * The variables every service and worker reads. A context extends it with its own
 * (`platformConfigSchema.extend({ STRIPE_SECRET_KEY: ... })`) and passes it to `loadConfig`.
 * Defaults are the local dev stack that infra/ starts, so `make start` needs no env file.
 */
export const platformConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .meta({ examples: ['orders'] }),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .default('postgres://postgres@127.0.0.1:5432/wine')
    .meta({ examples: ['postgres://postgres@127.0.0.1:5432/wine'] }),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .default('redis://127.0.0.1:6379/0')
    .meta({ examples: ['redis://127.0.0.1:6379/0'] }),
  KAFKA_BROKERS: brokerList.meta({ examples: ['127.0.0.1:9092,127.0.0.1:9093'] }),
  /**
   * Put before every topic and consumer group name this install uses: two installs (or a
   * benchmark on a fresh database) sharing one broker never read each other's events.
   */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-z0-9._-]*$/, 'letters, digits, dots, dashes and underscores only')
    .max(40)
    .default(''),
  /** `postgres` lets projectors read the event store directly on a machine with no Java/Kafka. */
  EVENT_BUS: z.enum(['kafka', 'postgres']).default('kafka'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies whose X-Forwarded-For names the caller, comma-separated addresses or CIDRs
   * (`make start`: the storefront's, on loopback). Empty: the socket's peer is the caller.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'each entry must be an address or CIDR'))),
  /**
   * The gateway's public origin: every message the relays write names its JSON Schema there
   * (`ce_dataschema` = `<SCHEMA_BASE_URL>/schemas/...`, docs/analytics.md).
   */
  SCHEMA_BASE_URL: z.url().default('http://127.0.0.1:8080'),
  /** Which build runs, shown as `wine_build_info` on /metrics (set by the image build or infra/start-app.sh). */
  BUILD_VERSION: z.string().min(1).max(100).default('dev'),
  BUILD_COMMIT: z.string().min(1).max(100).default('unknown'),
  /** Lets a Prometheus scraper off this machine read /metrics (as a bearer token); unset, loopback only. */
  METRICS_TOKEN: z.string().min(24, 'use at least 24 random characters').optional(),
});

export type PlatformConfig = z.output<typeof platformConfigSchema>;
