/**
 * Supplies the signed-in user's bearer token. Sign-in is not built yet, so the app installs
 * `noToken`; identity will swap in a provider that reads its session.
 */
export type TokenProvider = () => string | undefined | Promise<string | undefined>;

export const noToken: TokenProvider = () => undefined;
