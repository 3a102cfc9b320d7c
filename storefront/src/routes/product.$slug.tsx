import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Slug } from '@wine/contracts/catalog/catalog-ids';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { GetAppButton } from '../features/download-sheet/components/get-app-button.tsx';
import { wineQuery } from '../features/product/api/wine-query.ts';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { ProductPageSkeleton } from '../features/product/components/product-page-skeleton.tsx';
import { ShareButton } from '../features/product/components/share-button.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { isApiError } from '../lib/api/api-error.ts';

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context, params }) => {
    // A slug that cannot exist is a missing page, not a server round trip and a 400.
    if (!Slug.safeParse(params.slug).success) throw notFound();
    try {
      await context.queryClient.ensureQueryData(wineQuery(params.slug));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: () => <NotFoundPage what="wine" />,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const { data: wine } = useSuspenseQuery(wineQuery(slug));
  const toast = useToast();

  return (
    <ProductPage
      wine={wine}
      actions={
        <>
          <GetAppButton label="Order in the app" />
          <ShareButton
            title={wine.name}
            onShared={(outcome) =>
              toast(
                outcome === 'copied'
                  ? {
                      title: 'Link copied',
                      description: 'Paste it anywhere to share this wine.',
                      tone: 'success',
                    }
                  : {
                      title: "Couldn't copy the link",
                      description: 'Copy it from the address bar instead.',
                      tone: 'error',
                    },
              )
            }
          />
        </>
      }
    />
  );
}
