import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { regionQuery } from '../features/journal/api/content-queries.ts';
import { loadPiece } from '../features/journal/api/load-piece.ts';
import { RegionPage } from '../features/journal/components/region-page.tsx';

export const Route = createFileRoute('/learn/regions/$id')({
  loader: ({ context, params }) => loadPiece(context.queryClient, regionQuery, params.id),
  notFoundComponent: () => <NotFoundPage what="region" />,
  component: function Page() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(regionQuery(id));
    return <RegionPage region={data} />;
  },
});
