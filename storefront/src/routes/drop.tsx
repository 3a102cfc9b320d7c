import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { dropQuery } from '../features/drop/api/drop-query.ts';
import { DropPage } from '../features/drop/components/drop-page.tsx';
import { DropPageSkeleton } from '../features/drop/components/drop-page-skeleton.tsx';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';

// Spec section 6: the drop needs sign-in.
export const Route = createFileRoute('/drop')({
  beforeLoad: ({ location }) => requireSignIn(location),
  loader: ({ context }) => context.queryClient.ensureQueryData(dropQuery()),
  pendingComponent: DropPageSkeleton,
  // A failed fetch is expected now and then: offer a retry in place of the full-screen fallback.
  errorComponent: DropError,
  component: DropRoute,
});

function DropRoute() {
  const { data } = useSuspenseQuery(dropQuery());
  return <DropPage drop={data} />;
}

function DropError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="page">
      <LoadFailed title="We couldn't load today's drop" retry={() => router.invalidate()}>
        {/* The spec's text alone (issue 36, rule 9); the button says what to do. */}
        {error instanceof Error ? error.message : 'Check your connection and try again.'}
      </LoadFailed>
    </div>
  );
}
