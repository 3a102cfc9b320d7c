import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './config/query-client.ts';
import { session } from './lib/session/session.ts';
import { isSignedIn } from './lib/session/signed-in.ts';
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

const serverStateTag = document.getElementById(SSR_STATE_ID);

/** Once the app's first page is on screen, the server's data block is of no further use. */
function ReleaseServerState() {
  useEffect(() => serverStateTag?.remove(), []);
  return null;
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
    <ReleaseServerState />
  </StrictMode>
);

// A page the gateway rendered (docs/storefront.md, "Server-side rendering") carries the data it
// was made from: the cache starts from it and the route loads without asking the API again, so
// the app's first render is that same page, which replaces the server's markup in one commit.
// (React does not adopt the markup in place: the router's own server protocol would be needed
// for its markup to match; see the doc.)
// The server renders for a signed-out shopper: someone signed in (a member's prices, their
// wishlist) starts from an empty cache instead, and sees the server's page until theirs arrives.
const serverState = isSignedIn(session.snapshot().session?.user) ? undefined : serverStateTag?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));
// With the server's page on screen, the app waits for it to be painted first: run at once, the
// script's first long task would come before the browser's first frame and hold the page back.
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const ready = serverState ? Promise.all([router.load(), painted()]) : Promise.resolve();

// A transition lets React yield to the browser every few milliseconds while it builds the first
// page, instead of one long task that keeps a tap waiting (Lighthouse's total blocking time).
void ready.then(() => {
  startTransition(() => {
    createRoot(root).render(app);
  });
});
