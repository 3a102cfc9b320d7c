import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { buttonClass } from '../components/ui/button-variant.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { cartProductFromWine } from '../features/cart/cart-product.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { activeFestivalsQuery } from '../features/festival/api/active-festivals-query.ts';
import { availabilityQuery, pouredWineQuery } from '../features/festival/api/festival-queries.ts';
import { FestivalPage } from '../features/festival/components/festival-page.tsx';
import { useToast } from '../features/toasts/use-toast.ts';

// Spec section 2: the festival page, for anyone; server-rendered for a guest with what is on,
// the tickets left and the wines poured.
export const Route = createFileRoute('/festival')({
  loader: async ({ context }) => {
    const { festivals } = await context.queryClient.ensureQueryData(activeFestivalsQuery());
    const festival = festivals[0];
    if (!festival) return;
    await Promise.all([
      context.queryClient.ensureQueryData(availabilityQuery(festival.festivalId)),
      ...festival.wines.map((wine) =>
        context.queryClient.ensureQueryData(pouredWineQuery(wine.wineProductId)),
      ),
    ]);
  },
  component: FestivalRoute,
});

function FestivalRoute() {
  const { data } = useSuspenseQuery(activeFestivalsQuery());
  const { dispatch } = useCart();
  const toast = useToast();
  const festival = data.festivals[0];
  if (!festival) {
    return (
      <div className="page">
        <EmptyState
          title="No festival on just now"
          action={
            <Link to="/shop" className={buttonClass('primary')}>
              Browse wines
            </Link>
          }
        >
          Our next festival will be announced here, with tickets and the wines we will pour.
        </EmptyState>
      </div>
    );
  }
  // One tap from the passport: a bottle of the wine in the cart, under the cart's own rules.
  const addToCart = (wine: WineDto) => {
    const product = cartProductFromWine(wine);
    const added = dispatch({ type: 'add', product, quantity: 1 });
    if (added) toast({ title: 'Added to your cart', description: `1 × ${product.name}`, tone: 'success' });
    return added;
  };
  return <FestivalPage festival={festival} onAddToCart={addToCart} />;
}
