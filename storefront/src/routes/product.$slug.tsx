import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { AddToCart } from '../features/cart/components/add-to-cart.tsx';
import { WineLearnLinks } from '../features/journal/components/wine-learn-links.tsx';
import { wineQuery } from '../features/product/api/wine-query.ts';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { ProductPageSkeleton } from '../features/product/components/product-page-skeleton.tsx';
import { ShareButton } from '../features/product/components/share-button.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { WishlistButton } from '../features/wishlist/components/wishlist-button.tsx';
import { isApiError } from '../lib/api/api-error.ts';

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context, params }) => {
    // A slug that cannot exist is a missing page, not a server round trip and a 400.
    if (params.slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(params.slug)) throw notFound();
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
      learnMore={<WineLearnLinks varietal={wine.varietal} region={wine.region} />}
      actions={
        <>
          <AddToCart
            // A new wine starts again at a quantity of one.
            key={wine.id}
            wine={wine}
            onAdded={({ product, quantity }) => {
              toast({
                title: 'Added to your cart',
                description: `${quantity} × ${product.name}`,
                tone: 'success',
              });
              logConversion('AddToCart', {
                productId: product.id,
                productName: product.name,
                ...(product.price === undefined ? {} : { price: product.price }),
                quantity,
              });
            }}
          />
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
          <WishlistButton wineProductId={wine.id} />
        </>
      }
    />
  );
}
