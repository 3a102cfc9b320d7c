import { createAdminClient } from './admin-client.ts';
import { createMainClient } from './main-client.ts';

// The app's two clients. Both talk to the storefront's own origin; Vite's dev and preview
// servers proxy /fn and /api to the gateway, and production serves them behind one host.
export const mainClient = createMainClient();
export const adminClient = createAdminClient();
