import { session } from '../session/session.ts';
import { createAdminClient } from './admin-client.ts';
import { createMainClient } from './main-client.ts';

// The app's two clients. Both talk to the storefront's own origin: the gateway serves the app
// itself (make start), or Vite's dev server proxies /fn and /api to it (make dev). Every
// call carries the session's bearer token (a guest's until someone signs in).
const auth = {
  getToken: () => session.accessToken(),
  renewToken: (rejected: string | undefined) => session.renew(rejected),
};

export const mainClient = createMainClient(auth);
export const adminClient = createAdminClient(auth);

/** For the one call that must go without a session: signing in when no guest could be made. */
export const sessionlessAdminClient = createAdminClient();
