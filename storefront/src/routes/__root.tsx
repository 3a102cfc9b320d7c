import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Analytics } from '../features/analytics/components/analytics.tsx';
import { LoginModalHost } from '../features/auth/components/login-modal-host.tsx';
import { CartCountBadge } from '../features/cart/components/cart-count-badge.tsx';
import { DownloadSheet } from '../features/download-sheet/components/download-sheet.tsx';
import { FestivalEndWatch } from '../features/festival/components/festival-end-watch.tsx';
import { SiteFooter } from '../features/navigation/components/site-footer.tsx';
import { SiteHeader } from '../features/navigation/components/site-header.tsx';
import { HeaderSearch } from '../features/search/components/header-search.tsx';
import { ToastViewport } from '../features/toasts/components/toast-viewport.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { useMemberCheckOnSignIn } from '../lib/session/use-member-check-on-sign-in.ts';
import { useSessionSync } from '../lib/session/use-session-sync.ts';
import { useSignOut } from '../lib/session/use-sign-out.ts';
import { ServerPageAdoption } from '../lib/ssr/server-page-adoption.tsx';
import type { RouterContext } from '../router.tsx';
import styles from '../styles/shell.module.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

// React adopts a suspense boundary of the server's page on its own, after the shell around it,
// and at once only when it receives new props. The outlet wraps the page in one; this one, after
// it and the same element every render (so never new props), is adopted in that same later pass:
// its effect runs once the page is React's (lib/ssr/server-page-adoption.tsx).
const pageAdoption = (
  <Suspense fallback={null}>
    <ServerPageAdoption />
  </Suspense>
);

function RootLayout() {
  useSessionSync();
  useMemberCheckOnSignIn();
  const toast = useToast();
  const signOut = useSignOut();
  return (
    <div className={styles.app}>
      <SiteHeader cartBadge={<CartCountBadge />} search={<HeaderSearch />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
        {pageAdoption}
      </main>
      <SiteFooter />
      <ToastViewport />
      <DownloadSheet />
      <Analytics />
      <FestivalEndWatch onEnded={() => signOut('/festival')} />
      <LoginModalHost
        onSignedIn={(user) => toast({ title: `Signed in as ${user.displayName}`, tone: 'success' })}
      />
    </div>
  );
}
