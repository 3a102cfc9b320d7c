/** The analytics context's tables, for `migrate(pool, [platformMigrations, analyticsMigrations])`. */
export const analyticsMigrations = {
  scope: 'analytics',
  dir: new URL('../migrations', import.meta.url).pathname,
};
