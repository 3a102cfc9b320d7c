import { createFileRoute } from '@tanstack/react-router';
import { dropQuery } from '../features/drop/api/drop-query.ts';
import { DropTeaser } from '../features/drop/components/drop-teaser.tsx';
import { WelcomeHero } from '../features/home/components/welcome-hero.tsx';
import { ShortcutGrid } from '../features/navigation/components/shortcut-grid.tsx';
import { SHORTCUTS } from '../features/navigation/shortcuts.ts';
import { visibleShortcuts } from '../features/navigation/visible-shortcuts.ts';
import { appReviewSummaryQuery, appReviewsQuery } from '../features/reviews/api/review-queries.ts';
import { AppReviewsStrip } from '../features/reviews/components/app-reviews-strip.tsx';
import { featuredWinesQuery } from '../features/shop/api/featured-query.ts';
import { FeaturedWines } from '../features/shop/components/featured-wines.tsx';
import { usePageTitle } from '../lib/page/use-page-title.ts';
import { session } from '../lib/session/session.ts';
import { isSignedIn } from '../lib/session/signed-in.ts';
import { useSession } from '../lib/session/use-session.ts';

export const Route = createFileRoute('/')({
  // Start both requests with the route, not after the first render; each section shows its
  // own skeleton, so a slow drop never holds back the featured wines.
  loader: ({ context }) => {
    // The drop is for signed-in people (spec 6): a guest's call could only be refused (issue 36,
    // rule 10), and the teaser invites them in instead.
    if (isSignedIn(session.snapshot().session?.user)) void context.queryClient.prefetchQuery(dropQuery());
    void context.queryClient.prefetchQuery(featuredWinesQuery());
    void context.queryClient.prefetchQuery(appReviewSummaryQuery());
    void context.queryClient.prefetchQuery(appReviewsQuery());
  },
  component: HomeRoute,
});

function HomeRoute() {
  usePageTitle();
  const { signedIn } = useSession();
  return (
    <div className="page sections">
      <WelcomeHero signedIn={signedIn} />
      {/* Beside the marketing claim in the hero: what customers really wrote about the app. */}
      <AppReviewsStrip />
      <DropTeaser />
      <FeaturedWines />
      <section aria-labelledby="explore-title">
        <h2 id="explore-title" style={{ marginBottom: 'var(--space-5)' }}>
          Explore
        </h2>
        <ShortcutGrid shortcuts={visibleShortcuts(SHORTCUTS, signedIn)} label="Explore" />
      </section>
    </div>
  );
}
