import { AuthSession } from '@wine/contracts/identity/auth-session';

/** Where the session outlives a reload: the refresh token must stay readable by this origin only. */
export interface SessionStore {
  load(): AuthSession | undefined;
  save(session: AuthSession | undefined): void;
}

export const SESSION_STORAGE_KEY = 'wine-shop-session';

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
        const parsed = AuthSession.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
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
