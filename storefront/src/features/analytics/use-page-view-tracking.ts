import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { logPageView } from './api/log-page-view.ts';
import { createPageViewTracker } from './page-view-tracker.ts';

/** Logs a page view for the first load and for each navigation the router resolves. */
export function usePageViewTracking(): void {
  const router = useRouter();
  // In state, not in the effect: StrictMode runs effects twice, and the tracker's memory of the
  // last page is what keeps that from logging the first page twice.
  const [tracker] = useState(() => createPageViewTracker(logPageView));

  useEffect(() => {
    // The first load may have resolved before this effect subscribed; the tracker ignores it
    // if `onResolved` reports it as well.
    const resolved = router.state.resolvedLocation;
    if (resolved) tracker.resolved(resolved);
    return router.subscribe('onResolved', (event) => tracker.resolved(event.toLocation));
  }, [router, tracker]);
}
