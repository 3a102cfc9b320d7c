import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import { platformConfigSchema } from './platform-config.ts';

describe('platformConfigSchema', () => {
  it('defaults to the local dev stack', () => {
    expect(loadConfig(platformConfigSchema, { SERVICE_NAME: 'orders' })).toEqual({
      NODE_ENV: 'development',
      SERVICE_NAME: 'orders',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/wine',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      KAFKA_BROKERS: ['127.0.0.1:9092'],
      KAFKA_TOPIC_PREFIX: '',
      EVENT_BUS: 'kafka',
      LOG_LEVEL: 'info',
      TRUSTED_PROXIES: [],
      SCHEMA_BASE_URL: 'http://127.0.0.1:8080',
      BUILD_VERSION: 'dev',
      BUILD_COMMIT: 'unknown',
    });
  });

  it('refuses a topic prefix Kafka would not take', () =>
    expect(() =>
      loadConfig(platformConfigSchema, { SERVICE_NAME: 'orders', KAFKA_TOPIC_PREFIX: 'a b/' }),
    ).toThrow(/KAFKA_TOPIC_PREFIX/));

  it('splits a comma list of brokers', () => {
    const config = loadConfig(platformConfigSchema, {
      SERVICE_NAME: 'orders',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092,',
    });
    expect(config.KAFKA_BROKERS).toEqual(['kafka-1:9092', 'kafka-2:9092']);
  });

  it('reports every bad variable at once', () => {
    let message = '';
    try {
      loadConfig(platformConfigSchema, {
        DATABASE_URL: 'mysql://db/wine',
        REDIS_URL: 'http://cache',
        KAFKA_BROKERS: 'kafka-1',
        EVENT_BUS: 'rabbitmq',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  NODE_ENV: Invalid option: expected one of "development"|"test"|"production"',
      '  SERVICE_NAME: Required (set it, e.g. orders)',
      '  DATABASE_URL: must be a postgres:// URL (e.g. postgres://postgres@127.0.0.1:5432/wine)',
      '  REDIS_URL: must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379/0)',
      '  KAFKA_BROKERS: each broker must be host:port (e.g. 127.0.0.1:9092,127.0.0.1:9093)',
      '  EVENT_BUS: Invalid option: expected one of "kafka"|"postgres"',
      '  LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
    ]);
  });
});
