import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Who is looking, as far as prices go: members see the member price (spec section 6). */
export interface Viewer {
  isMember: boolean;
}

export const GUEST: Viewer = { isMember: false };

/**
 * The port through which identity says whether the caller is a member (its memberViewer fits).
 * A caller who proved no one (no credentials) is a GUEST: the catalog answers plain requests so.
 */
export type ViewerOf = (c: Context<AppEnv>) => Viewer | Promise<Viewer>;

/** Without identity wired in, nobody is shown or charged the member price. */
export const guestsOnly: ViewerOf = () => GUEST;
