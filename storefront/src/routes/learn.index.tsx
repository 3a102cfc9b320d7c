import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { learnIndexQuery } from '../features/journal/api/content-queries.ts';
import { LearnIndexPage } from '../features/journal/components/learn-index-page.tsx';

export const Route = createFileRoute('/learn/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(learnIndexQuery()),
  component: function LearnRoute() {
    const { data } = useSuspenseQuery(learnIndexQuery());
    return <LearnIndexPage index={data} />;
  },
});
