import { lazy, Suspense } from 'react';
import { usePageViewTracking } from '../use-page-view-tracking.ts';

// Spec section 2: the override panel is for developers only. Behind the DEV constant the dynamic
// import is dead code in a production build, so the panel and its styles cost no bytes there.
const AbOverridePanel = import.meta.env.DEV
  ? lazy(() => import('./ab-override-panel.tsx').then((module) => ({ default: module.AbOverridePanel })))
  : undefined;

/** The shell's analytics: a page view per page shown and, in development, the A/B override panel. */
export function Analytics() {
  usePageViewTracking();
  if (!AbOverridePanel) return null;
  return (
    <Suspense fallback={null}>
      <AbOverridePanel />
    </Suspense>
  );
}
