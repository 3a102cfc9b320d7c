import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../features/support/components/support-page.tsx';
import { usePageTitle } from '../lib/page/use-page-title.ts';

export const Route = createFileRoute('/support')({
  component: SupportRoute,
});

/** Spec section 2, /support (no sign-in): the FAQ and the contact form (support feature). */
function SupportRoute() {
  usePageTitle('Help & support');
  return (
    <div className="page">
      <SupportPage />
    </div>
  );
}
