import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createQueryClient } from './config/query-client.ts';
import { session } from './lib/session/session.ts';
import { holdEarlyTaps } from './lib/ssr/early-taps.ts';
import { SSR_STATE_ID } from './lib/ssr/ssr-state.ts';
import { createAppRouter } from './router.tsx';
import './styles/tokens.css';
import './styles/base.css';

// Spec section 4: with no one signed in the app starts as an anonymous guest; a stored session
// that is about to expire is renewed. Calls made meanwhile wait for the same promise.
void session.accessToken();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the gateway rendered (docs/storefront.md, "Server-side rendering") carries the query
// cache it was made from, as a JSON data block.
const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
const app = <App queryClient={queryClient} router={router} />;

if (serverState) {
  // React adopts the server's markup in place (`hydrateRoot`), so its first render must be that
  // same page: the cache starts from the server's data (the route loads without asking the API
  // again); the session and the cart show as signed out and empty until adopted
  // (lib/ssr/use-hydrated.ts); and the router renders as on the server, without a suspense
  // boundary of its own around the root, which it does once `router.ssr` is set.
  // A tap on a button until then is held, and replayed once the page is adopted.
  holdEarlyTaps(root);
  hydrate(queryClient, JSON.parse(serverState));
  router.ssr = { manifest: undefined };
  // The page is on screen already: the script lets it be painted first, so its first long task
  // never holds back the browser's first frame.
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // The page's route code is loaded before React starts: a route component still loading would
  // leave its part of the page to be adopted later, on its own. Code that failed to load is the
  // router's to report (its error page, a reload for a stale deploy): the app starts regardless.
  const loaded = router
    .load()
    .then(() =>
      Promise.all(
        router.state.matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId])),
      ),
    )
    .catch((error: unknown) => console.warn('The page could not be loaded before React adopts it', error));
  void Promise.all([loaded, painted]).then(() => {
    // In a transition React adopts the page in slices, yielding to the browser every few
    // milliseconds (Lighthouse's total blocking time).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  startTransition(() => {
    createRoot(root).render(app);
  });
}
