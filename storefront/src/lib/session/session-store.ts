import type { AuthSession } from '@wine/contracts/identity/auth-session';
// zod/mini: every page reads the stored session first, and classic zod would add about 25 KiB gzip.
import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.ts';

/** Where the session outlives a reload: the refresh token must stay readable by this origin only. */
export interface SessionStore {
  load(): AuthSession | undefined;
  save(session: AuthSession | undefined): void;
}

export const SESSION_STORAGE_KEY = 'wine-shop-session';

// What the app relies on in a stored session (it wrote the value itself, from the gateway's
// AuthSession): a hand-edited or truncated value fails here and is dropped.
const StoredSession = lazySchema(() =>
  z.looseObject({
    tokenType: z.literal('Bearer'),
    accessToken: z.string(),
    accessTokenExpiresAt: z.iso.datetime({ offset: true }),
    refreshToken: z.string(),
    refreshTokenExpiresAt: z.iso.datetime({ offset: true }),
    user: z.looseObject({
      id: z.string(),
      displayName: z.string(),
      isMember: z.boolean(),
      isAnonymous: z.boolean(),
    }),
  }),
);

/**
 * localStorage, shared by the origin's tabs (docs/identity.md: never a URL, a log or analytics).
 * A value that no longer parses is dropped; storage that refuses writes (private modes, a full
 * quota) leaves the session in memory for this tab only.
 */
export function browserSessionStore(): SessionStore {
  return {
    load() {
      try {
        const text = localStorage.getItem(SESSION_STORAGE_KEY);
        if (text === null) return undefined;
        const parsed = StoredSession().safeParse(JSON.parse(text));
        return parsed.success ? (parsed.data as AuthSession) : undefined;
      } catch {
        return undefined;
      }
    },
    save(session) {
      try {
        if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
        else localStorage.removeItem(SESSION_STORAGE_KEY);
      } catch (error) {
        console.warn('Could not keep the session in storage', error);
      }
    },
  };
}
