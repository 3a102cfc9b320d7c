import { defineConfig } from 'vitest/config';

// Three tiers: `unit` never opens a socket; `integration` runs on the real Postgres, Redis and
// Kafka that infra/ starts (or that DATABASE_URL / REDIS_URL / KAFKA_BROKERS point at); `e2e`
// drives Debian's Chromium against the gateway and the built storefront.

// `make chaos` only (CHAOS=1): a plain `vitest run`, which is `make test`, leaves it out. It
// kills and restarts a broker, a cluster and a Redis of its own.
const chaos = process.env.CHAOS
  ? [
      {
        test: {
          name: 'chaos',
          sequence: { groupOrder: 3 },
          include: ['services/**/*.chaos.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The tiers run one after another: unit, integration, then the browser.
          sequence: { groupOrder: 0 },
          include: [
            'contracts/**/*.test.ts',
            'services/**/*.test.ts',
            'infra/**/*.test.ts',
            'storefront/{src,bench}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/*.chaos.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['services/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      ...chaos,
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['storefront/e2e/**/*.spec.ts'],
          globalSetup: ['storefront/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
