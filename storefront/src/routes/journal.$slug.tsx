import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { postQuery } from '../features/journal/api/content-queries.ts';
import { loadPiece } from '../features/journal/api/load-piece.ts';
import { PostPage } from '../features/journal/components/post-page.tsx';

export const Route = createFileRoute('/journal/$slug')({
  loader: ({ context, params }) => loadPiece(context.queryClient, postQuery, params.slug),
  notFoundComponent: () => <NotFoundPage what="article" />,
  component: function Page() {
    const { slug } = Route.useParams();
    const { data } = useSuspenseQuery(postQuery(slug));
    return <PostPage post={data} />;
  },
});
