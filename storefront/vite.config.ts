import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress.ts';
import { pureSchemas } from './build/pure-schemas.ts';
import { ssrBuild } from './build/ssr-build.ts';
import { APP_TITLE } from './src/config/app-config.ts';

// `make dev`: everything the gateway serves is proxied, so the browser only ever talks to the dev
// server's origin and there is no CORS to configure. The production build is served by the
// gateway itself (services/gateway/src/storefront), with its own security headers. The
// payment simulator is not proxied: it answers only to this machine, on its own port, as
// Stripe's API answers the card form on its own origin.
const GATEWAY_PATHS = ['/api', '/fn', '/media', '/health'];

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
// xfwd: the gateway learns each visitor's address from X-Forwarded-For (it trusts this proxy
// through TRUSTED_PROXIES), so per-client limits are per visitor, not one budget for everyone.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  GATEWAY_PATHS.map((path) => [path, { target: gatewayUrl, changeOrigin: true, xfwd: true }]),
);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Every page of the dev server: no framing (clickjacking), no MIME sniffing, no full URLs leaking to other sites.
const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
// Vite's dev server injects inline scripts (React refresh) and a websocket: framing is all it
// can forbid.
const devPolicy = "frame-ancestors 'none'";

// index.html says %APP_TITLE% so the product's name still lives only in src/config/app-config.ts.
const appTitle: Plugin = {
  name: 'app-title',
  transformIndexHtml: (html) => html.replaceAll('%APP_TITLE%', APP_TITLE),
};

export default defineConfig({
  root: here('.'),
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's skeleton (shown when its loader is slow) loads with its page, not with the
      // first page: by the time a skeleton is due, the route's chunk has had 250 ms to arrive.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // Where a guest on a members' page (the drop, the account) is sent: its page comes with the
        // first script rather than a round trip after it, as it is on screen before anything else.
        splitBehavior: ({ routeId }) =>
          routeId === '/sign-in' ? [['errorComponent'], ['notFoundComponent']] : undefined,
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    pureSchemas(),
    appTitle,
    precompress(),
    ssrBuild(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy,
    headers: { ...baseHeaders, 'Content-Security-Policy': devPolicy },
  },
  build: {
    target: 'es2022',
    // Browsers without modulepreload (Safari before 17, Firefox before 115) fetch a lazy chunk
    // when it is imported instead of ahead: slower there, never broken.
    modulePreload: { polyfill: false },
    // Written for reading production stack traces, but not linked from the scripts nor served.
    sourcemap: 'hidden',
    // One stylesheet for every page, linked from the shell: a server-rendered page is styled at
    // its first paint, not when its route's chunk (and its CSS) arrives, which moved the whole
    // page (CLS 0.14 on /). Some 12 KiB compressed; the routes' CSS was a third of it.
    cssCodeSplit: false,
    // Everything the first page needs in one chunk: left to itself the bundler splits the
    // modules the first page shares with lazy chunks (the login modal, routes) into several
    // small chunks, and each costs its own request and compresses worse.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
