import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '../session/session.ts';
import { isSignedIn } from '../session/signed-in.ts';
import { replayEarlyTaps } from './early-taps.ts';
import { SSR_STATE_ID } from './ssr-state.ts';

/**
 * Once React has adopted a server-rendered page: the server's data block goes, and taps held
 * meanwhile are replayed. The server priced the page for a guest, so a signed-in shopper's own
 * prices are asked for at once; they replace the public ones in place.
 */
export function ServerPageAdoption() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const serverState = document.getElementById(SSR_STATE_ID);
    if (!serverState) return;
    serverState.remove();
    if (isSignedIn(session.snapshot().session?.user)) void queryClient.invalidateQueries();
    // After React's next render, which shows the browser's own session and cart.
    setTimeout(replayEarlyTaps, 0);
  }, [queryClient]);
  return null;
}
