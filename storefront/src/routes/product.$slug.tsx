import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { reviewMessages } from '@wine/contracts/messages';
import { useSetAtom } from 'jotai';
import { InvestmentWinePage } from '../components/sign-in/investment-teaser.tsx';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { logConversion } from '../features/analytics/api/log-conversion.ts';
import { AddToCart } from '../features/cart/components/add-to-cart.tsx';
import { WineLearnLinks } from '../features/journal/components/wine-learn-links.tsx';
import { wineQuery } from '../features/product/api/wine-query.ts';
import { ProductPage } from '../features/product/components/product-page.tsx';
import { ProductPageSkeleton } from '../features/product/components/product-page-skeleton.tsx';
import { ShareButton } from '../features/product/components/share-button.tsx';
import { wineReviewSummaryQuery, wineReviewsQuery } from '../features/reviews/api/review-queries.ts';
import { ProductStructuredData } from '../features/reviews/components/product-structured-data.tsx';
import { WineReviews } from '../features/reviews/components/wine-reviews.tsx';
import { ReviewSearch } from '../features/reviews/review-search.ts';
import { useToast } from '../features/toasts/use-toast.ts';
import { WishlistButton } from '../features/wishlist/components/wishlist-button.tsx';
import { isApiError } from '../lib/api/api-error.ts';
import { loginPromptAtom } from '../lib/session/login-prompt.ts';
import { isSignedIn } from '../lib/session/signed-in.ts';
import { useSession } from '../lib/session/use-session.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

export const Route = createFileRoute('/product/$slug')({
  validateSearch: lazySearch(ReviewSearch),
  loaderDeps: ({ search }) => ({ page: search.reviewPage ?? 1, stars: search.stars }),
  loader: async ({ context, params, deps }) => {
    // A slug that cannot exist is a missing page, not a server round trip and a 400.
    if (params.slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(params.slug)) throw notFound();
    let masterWineId: string;
    try {
      const { wine } = await context.queryClient.ensureQueryData(wineQuery(params.slug));
      // An investment wine asked for by a guest: the page invites them to sign in, no reviews.
      if (wine === undefined) return;
      ({ masterWineId } = wine);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
    // Rendered with its reviews (search engines read them); a review outage leaves the wine on sale.
    const reviews = [
      context.queryClient.prefetchQuery(wineReviewSummaryQuery(masterWineId)),
      context.queryClient.prefetchQuery(wineReviewsQuery(masterWineId, { page: 1 })),
    ];
    if (deps.page !== 1 || deps.stars !== undefined) {
      reviews.push(context.queryClient.prefetchQuery(wineReviewsQuery(masterWineId, deps)));
    }
    await Promise.all(reviews);
  },
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: () => <NotFoundPage what="wine" />,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(wineQuery(slug));
  if (data.wine === undefined) return <InvestmentWinePage returnTo={`/product/${slug}`} />;
  return <WineProductRoute wine={data.wine} />;
}

function WineProductRoute({ wine }: { wine: WineDto }) {
  const { slug } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const promptSignIn = useSetAtom(loginPromptAtom);

  return (
    <>
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
      <div className="page">
        <WineReviews
          masterWineId={wine.masterWineId}
          vintage={wine.vintage}
          customerId={isSignedIn(user) ? user.id : undefined}
          page={search.reviewPage ?? 1}
          stars={search.stars}
          onBrowse={({ page, stars }) =>
            navigate({
              search: { reviewPage: page === 1 ? undefined : page, stars },
              resetScroll: false,
              replace: true,
            })
          }
          onSubmitted={() => {
            toast({ title: reviewMessages.submitted, tone: 'success' });
            // The wine's own average and count move too (the shop read model follows reviews).
            void queryClient.invalidateQueries({ queryKey: wineQuery(slug).queryKey });
          }}
          onFailed={() => toast({ title: reviewMessages.submitFailed, tone: 'error' })}
          onSignIn={() => promptSignIn({ open: true, returnTo: undefined })}
        />
      </div>
      <ProductStructuredData wine={wine} pageUrl={`/product/${wine.slug}`} />
    </>
  );
}
