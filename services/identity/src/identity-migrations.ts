/** Identity's tables, for the gateway's `migrate(pool, [platformMigrations, identityMigrations])`. */
export const identityMigrations = {
  scope: 'identity',
  dir: new URL('../migrations', import.meta.url).pathname,
};
