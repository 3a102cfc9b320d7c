/** Payments' tables, for the gateway's `migrate(pool, [platformMigrations, ...])`. */
export const paymentsMigrations = {
  scope: 'payments',
  dir: new URL('../migrations', import.meta.url).pathname,
};
