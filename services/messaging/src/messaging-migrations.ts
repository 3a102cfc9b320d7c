/** The messaging context's tables, applied by the gateway at every start. */
export const messagingMigrations = {
  scope: 'messaging',
  dir: new URL('../migrations', import.meta.url).pathname,
};
