import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { userOf } from './auth.ts';

/**
 * Who is looking, as far as what is shown goes: members see the member price (spec section 6),
 * and only people who signed in (not guests, not callers without a token) see investment wines.
 */
export interface Viewer {
  isMember: boolean;
  signedIn: boolean;
}

export const GUEST: Viewer = { isMember: false, signedIn: false };

/**
 * The port through which identity says whether the caller is a member (its memberViewer fits).
 * A caller who proved no one (no credentials) is a GUEST: the catalog answers plain requests so.
 */
export type ViewerOf = (c: Context<AppEnv>) => Viewer | Promise<Viewer>;

/** Signed in by phone or e-mail, as the bearer token proved (optionalUser or requireUser ran). */
export const isSignedInCaller = (c: Context): boolean => {
  const user = userOf(c);
  return user !== undefined && !user.isAnonymous;
};

/** Without identity wired in, nobody is shown or charged the member price; sign-in still counts. */
export const guestsOnly: ViewerOf = (c) =>
  isSignedInCaller(c) ? { isMember: false, signedIn: true } : GUEST;

/** One word per kind of viewer, for cache keys: answers differ between each and only between them. */
export const viewerKind = (viewer: Viewer): 'member' | 'shopper' | 'guest' =>
  viewer.isMember ? 'member' : viewer.signedIn ? 'shopper' : 'guest';
