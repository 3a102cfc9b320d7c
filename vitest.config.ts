import { defineConfig } from 'vitest/config';

// Two tiers: `unit` never opens a socket; `integration` runs on the real Postgres, Redis and
// Kafka that infra/ starts (or that DATABASE_URL / REDIS_URL / KAFKA_BROKERS point at).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'services/**/*.test.ts', 'storefront/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['services/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['services/platform/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
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
