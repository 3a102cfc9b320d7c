import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { grapeQuery } from '../features/journal/api/content-queries.ts';
import { GrapePage } from '../features/journal/components/grape-page.tsx';
import { isApiError } from '../lib/api/api-error.ts';

export const Route = createFileRoute('/learn/grapes/$id')({
  loader: async ({ context, params }) => {
    // An id that cannot exist is a missing page, not a round trip and a 400.
    if (params.id.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(params.id)) throw notFound();
    try {
      await context.queryClient.ensureQueryData(grapeQuery(params.id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundPage what="grape" />,
  component: function Page() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(grapeQuery(id));
    return <GrapePage grape={data} />;
  },
});
