import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { guideQuery } from '../features/journal/api/content-queries.ts';
import { loadPiece } from '../features/journal/api/load-piece.ts';
import { GuidePage } from '../features/journal/components/guide-page.tsx';

export const Route = createFileRoute('/learn/guides/$id')({
  loader: ({ context, params }) => loadPiece(context.queryClient, guideQuery, params.id),
  notFoundComponent: () => <NotFoundPage what="guide" />,
  component: function Page() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(guideQuery(id));
    return <GuidePage guide={data} />;
  },
});
