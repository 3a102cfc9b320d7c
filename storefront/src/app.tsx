import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouter } from './router.tsx';

/**
 * The app as both entries render it (main.tsx, entry-server.tsx). The tree must be the same on
 * the server and in the browser for React to adopt the server's markup: `useId` is derived from
 * the tree's shape.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
