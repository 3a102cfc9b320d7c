import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './config/query-client.ts';
import { session } from './lib/session/session.ts';
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

// A transition lets React yield to the browser every few milliseconds while it builds the first
// page, instead of one long task that keeps a tap waiting (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
