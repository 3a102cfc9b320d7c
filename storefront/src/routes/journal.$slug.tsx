import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { postQuery } from '../features/journal/api/content-queries.ts';
import { PostPage } from '../features/journal/components/post-page.tsx';
import { isApiError } from '../lib/api/api-error.ts';

export const Route = createFileRoute('/journal/$slug')({
  loader: async ({ context, params }) => {
    // An id that cannot exist is a missing page, not a round trip and a 400.
    if (params.slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(params.slug)) throw notFound();
    try {
      await context.queryClient.ensureQueryData(postQuery(params.slug));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundPage what="article" />,
  component: function Page() {
    const { slug } = Route.useParams();
    const { data } = useSuspenseQuery(postQuery(slug));
    return <PostPage post={data} />;
  },
});
