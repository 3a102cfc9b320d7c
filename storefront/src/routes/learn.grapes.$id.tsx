import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { grapeQuery } from '../features/journal/api/content-queries.ts';
import { loadPiece } from '../features/journal/api/load-piece.ts';
import { GrapePage } from '../features/journal/components/grape-page.tsx';

export const Route = createFileRoute('/learn/grapes/$id')({
  loader: ({ context, params }) => loadPiece(context.queryClient, grapeQuery, params.id),
  notFoundComponent: () => <NotFoundPage what="grape" />,
  component: function Page() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(grapeQuery(id));
    return <GrapePage grape={data} />;
  },
});
