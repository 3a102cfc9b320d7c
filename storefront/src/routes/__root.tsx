import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DownloadSheet } from '../features/download-sheet/components/download-sheet.tsx';
import { SiteFooter } from '../features/navigation/components/site-footer.tsx';
import { SiteHeader } from '../features/navigation/components/site-header.tsx';
import { ToastViewport } from '../features/toasts/components/toast-viewport.tsx';
import type { RouterContext } from '../router.tsx';
import styles from '../styles/shell.module.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <div className={styles.app}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
      <DownloadSheet />
    </div>
  );
}
