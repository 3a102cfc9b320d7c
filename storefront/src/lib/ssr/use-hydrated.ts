import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React adopts markup the server rendered (and on the server), true otherwise. What
 * only the browser knows (the session, the stored cart) is shown once a component's server
 * markup has been adopted, so that its first render in the browser is the server's to the letter;
 * React then renders it again with the browser's value (docs/storefront.md, "Server-side
 * rendering").
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
