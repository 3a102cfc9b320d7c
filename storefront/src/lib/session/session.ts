import { SessionManager } from './session-manager.ts';
import { browserSessionStore, SESSION_STORAGE_KEY } from './session-store.ts';

// Every current browser has Web Locks; without them a tab renews on its own, which is only a
// risk when two tabs renew in the same instant.
const sharedLock = <T>(work: () => Promise<T>): Promise<T> =>
  'locks' in navigator ? navigator.locks.request(SESSION_STORAGE_KEY, work).then((result) => result) : work();

/** The app's one session (the API clients' token provider); talks to the gateway on this origin. */
export const session = new SessionManager({ store: browserSessionStore(), lock: sharedLock });

// Another tab signed in, signed out or renewed: this one follows, rather than spending a
// refresh token the other tab already spent. (Rendered on the server, there is no session.)
if (!import.meta.env.SSR) {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) session.followStore();
  });
}
