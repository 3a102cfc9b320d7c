/** Supplies the bearer token of the current session; undefined sends the call without one. */
export type TokenProvider = () => string | undefined | Promise<string | undefined>;

/**
 * Called once after a 401 that refused `rejected`: answers a new token to retry the call with,
 * or undefined to give up. The session renews one request at a time (lib/session).
 */
export type TokenRenewer = (rejected: string | undefined) => Promise<string | undefined>;

/** For clients with no session behind them (tests, tools): calls go without a token. */
export const noToken: TokenProvider = () => undefined;
