import { session } from '../session/session.ts';
import { createAdminClient } from './admin-client.ts';
import { createMainClient } from './main-client.ts';
import { serverApiOrigin } from './server-api-origin.ts';

// The app's two clients. In the browser both talk to the storefront's own origin: the gateway
// serves the app itself (make start), or Vite's dev server proxies /fn and /api to it (make
// dev), and every call carries the session's bearer token (a guest's until someone signs in).
// Rendered on the server (entry-server.tsx), they call the gateway over loopback without a
// token: the server renders what a signed-out shopper sees, and the browser takes over from there.
const auth = import.meta.env.SSR
  ? { baseUrl: serverApiOrigin }
  : {
      getToken: () => session.accessToken(),
      renewToken: (rejected: string | undefined) => session.renew(rejected),
    };

export const mainClient = createMainClient(auth);
export const adminClient = createAdminClient(auth);

/** For the one call that must go without a session: signing in when no guest could be made. */
export const sessionlessAdminClient = createAdminClient();
