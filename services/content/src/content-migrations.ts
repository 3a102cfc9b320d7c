/** The search extensions and configuration, for the gateway's `migrate(pool, [platformMigrations, ...])`. */
export const contentMigrations = {
  scope: 'content',
  dir: new URL('../migrations', import.meta.url).pathname,
};
