import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createQueryClient } from './config/query-client.ts';
import { yieldToBrowser } from './lib/scheduling/yield-to-browser.ts';
import { session } from './lib/session/session.ts';
import { holdEarlyTaps } from './lib/ssr/early-taps.ts';
import { SSR_STATE_ID } from './lib/ssr/ssr-state.ts';
import { type AppRouter, createAppRouter, ROUTE_PENDING_MS } from './router.tsx';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the gateway rendered (docs/storefront.md, "Server-side rendering") carries the query
// cache it was made from, as a JSON data block.
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;

/** The route at the current URL: its loaders, then its code. */
async function loadPage(router: AppRouter): Promise<void> {
  await router.load();
  await Promise.all(
    router.state.matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId])),
  );
}

const delay = (ms: number) => new Promise<void>((resume) => setTimeout(resume, ms));

/**
 * Starts the session, the router and React: on `root`'s server-rendered page when there is one.
 * Each step is a task of its own (`yieldToBrowser`): together they are too long for one.
 */
async function startApp(root: HTMLElement, serverState: string | undefined): Promise<void> {
  // Spec section 4: with no one signed in the app starts as an anonymous guest; a stored session
  // that is about to expire is renewed. Calls made meanwhile wait for the same promise.
  void session.accessToken();
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // React adopts the server's markup in place (`hydrateRoot`), so its first render must be that
  // same page: the cache starts from the server's data (the route loads without asking the API
  // again); the session and the cart show as signed out and empty until adopted
  // (lib/ssr/use-hydrated.ts); and the router renders as on the server, without a suspense
  // boundary of its own around the root, which it does once `router.ssr` is set.
  if (serverState) hydrate(queryClient, JSON.parse(serverState));
  await yieldToBrowser();
  const router = createAppRouter(queryClient);
  const app = <App queryClient={queryClient} router={router} />;
  await yieldToBrowser();
  if (!serverState) {
    // A page the server did not render (the shell) is rendered once its route has loaded (for a
    // guest on a members' page, the sign-in page): one render, where rendering first made the
    // router load from a layout effect and render the whole page again, synchronously, in the
    // commit's task. A route slower than the router's pending time is rendered loading, as before.
    await Promise.race([loadPage(router).catch(() => undefined), delay(ROUTE_PENDING_MS)]);
    await yieldToBrowser();
    startTransition(() => {
      createRoot(root).render(app);
    });
    return;
  }
  router.ssr = { manifest: undefined };
  // The page's route code is loaded before React starts: a route component still loading would
  // leave its part of the page to be adopted later, on its own. Code that failed to load is the
  // router's to report (its error page, a reload for a stale deploy): the app starts regardless.
  try {
    await loadPage(router);
  } catch (error) {
    console.warn('The page could not be loaded before React adopts it', error);
  }
  await yieldToBrowser();
  // In a transition React adopts the page in slices, yielding to the browser every few
  // milliseconds (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

if (serverState) {
  // A tap on a button until the page is adopted is held, and replayed once it is.
  holdEarlyTaps(root);
  // The page is on screen already: the app starts after the browser's first frame, in a task of
  // its own, so the script's evaluation (every module's top-level code) and the app's start
  // are two shorter tasks rather than one long one (Lighthouse's total blocking time counts
  // each task's time past 50 ms), and neither holds back the first frame.
  requestAnimationFrame(() => setTimeout(() => void startApp(root, serverState), 0));
} else {
  void startApp(root, serverState);
}
