import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '../session/session.ts';
import { isSignedIn } from '../session/signed-in.ts';
import { replayEarlyTaps } from './early-taps.ts';
import { SSR_STATE_ID } from './ssr-state.ts';

let pageAdopted: () => void = () => undefined;
const adopted = new Promise<void>((resolve) => {
  pageAdopted = resolve;
});

/**
 * Resolves once the page the app started on is React's (at once on a page the server did not
 * render). Until then the markup of a server-rendered page may not be adopted yet: a change to
 * what it was rendered from (the query cache cleared, the session gone) would make React's
 * first render of it differ from the server's, which React reports and renders again from
 * scratch. What the app does of its own accord to such data (a sign-out) waits for this.
 */
export const whenPageAdopted = (): Promise<void> => adopted;

/**
 * Once React has adopted a server-rendered page: the server's data block goes, and taps held
 * meanwhile are replayed. The server priced the page for a guest, so a signed-in shopper's own
 * prices are asked for at once; they replace the public ones in place.
 *
 * Rendered in a suspense boundary of its own just after the router's outlet: React adopts the
 * shell first and each server-rendered suspense boundary in a later pass, the outlet's (the page
 * itself) among them, so this boundary's effect runs in that pass, once the page is React's, not
 * when the shell around it is.
 */
export function ServerPageAdoption() {
  const queryClient = useQueryClient();
  useEffect(() => {
    pageAdopted();
    const serverState = document.getElementById(SSR_STATE_ID);
    if (!serverState) return;
    serverState.remove();
    if (isSignedIn(session.snapshot().session?.user)) void queryClient.invalidateQueries();
    // After React's next render, which shows the browser's own session and cart.
    setTimeout(replayEarlyTaps, 0);
  }, [queryClient]);
  return null;
}
