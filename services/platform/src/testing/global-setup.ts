import type { TestProject } from 'vitest/node';
import { tcpAnswers } from './tcp-answers.ts';

// Integration tests run on real services, found in this order: the env vars, the local
// servers `make services` starts, then (only where a Docker engine answers) Testcontainers.
// A missing service fails the run with the command that starts it: never a silent skip.

export interface ServiceUrls {
  databaseUrl: string;
  redisUrl: string;
  kafkaBrokers: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServiceUrls;
  }
}

const LOCAL = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: 'redis://127.0.0.1:6379/15',
  kafkaBrokers: ['127.0.0.1:9092'],
};

export default async function setup(project: TestProject) {
  const stops: (() => Promise<unknown>)[] = [];
  const services: ServiceUrls = {
    databaseUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL.databaseUrl,
    redisUrl: process.env.TEST_REDIS_URL ?? LOCAL.redisUrl,
    kafkaBrokers: process.env.KAFKA_BROKERS?.split(',') ?? LOCAL.kafkaBrokers,
  };
  const missing = await missingServices(services);
  if (missing.length > 0) {
    if (await dockerEngineAnswers()) {
      Object.assign(services, await startContainers(missing, stops));
    } else {
      throw new Error(
        `Integration tests need real services; not answering: ${missing.join(', ')}.\n` +
          'Start them with `make services` (infra/scripts/services-up.sh), or set DATABASE_URL, ' +
          'TEST_REDIS_URL and KAFKA_BROKERS.',
      );
    }
  }
  project.provide('services', services);
  return async () => {
    for (const stop of stops) await stop();
  };
}

async function missingServices(s: ServiceUrls): Promise<string[]> {
  const checks: [string, string][] = [
    ['postgres', s.databaseUrl],
    ['redis', s.redisUrl],
    ['kafka', `kafka://${s.kafkaBrokers[0]}`],
  ];
  const missing: string[] = [];
  for (const [name, url] of checks) {
    const { hostname, port } = new URL(url);
    if (!(await tcpAnswers(hostname, Number(port)))) missing.push(name);
  }
  return missing;
}

async function dockerEngineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainers(
  missing: string[],
  stops: (() => Promise<unknown>)[],
): Promise<Partial<ServiceUrls>> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const found: Partial<ServiceUrls> = {};
  if (missing.includes('postgres')) {
    const pg = await new GenericContainer('postgres:16')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    stops.push(() => pg.stop());
    found.databaseUrl = `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
  }
  if (missing.includes('redis')) {
    const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    stops.push(() => redis.stop());
    found.redisUrl = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}/15`;
  }
  if (missing.includes('kafka')) {
    const kafka = await new GenericContainer('apache/kafka:3.9.1')
      .withExposedPorts({ container: 9092, host: 9092 })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .start();
    stops.push(() => kafka.stop());
    found.kafkaBrokers = [`${kafka.getHost()}:9092`];
  }
  return found;
}
