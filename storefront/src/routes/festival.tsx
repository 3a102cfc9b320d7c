import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { useCallback } from 'react';
import { z } from 'zod/mini';
import { buttonClass } from '../components/ui/button-variant.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { cartProductFromWine } from '../features/cart/cart-product.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { CardForm } from '../features/checkout/components/card-form.tsx';
import { activeFestivalsQuery } from '../features/festival/api/active-festivals-query.ts';
import { availabilityQuery, pouredWineQuery } from '../features/festival/api/festival-queries.ts';
import { FestivalPage } from '../features/festival/components/festival-page.tsx';
import type { CardFormSlot } from '../features/festival/components/festival-tickets.tsx';
import { useToast } from '../features/toasts/use-toast.ts';
import { lazySchema } from '../lib/validation/lazy-schema.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

// Spec section 2: the festival page, for anyone; server-rendered for a guest with what is on,
// the tickets left and the wines poured.
// What the bank's 3-D Secure page adds on its way back (Stripe's names). A bad value is absent.
const optionalText = () => z.catch(z.optional(z.string()), undefined);
const BankReturnSearch = lazySchema(() => z.object({ payment_intent_client_secret: optionalText() }));

export const Route = createFileRoute('/festival')({
  validateSearch: lazySearch(BankReturnSearch),
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

/** The checkout's card form, for a paid ticket (features do not import each other: composed here). */
const cardForm: CardFormSlot = ({ submitLabel, amountPence, problem, onPaymentMethod }) => (
  <CardForm
    submitLabel={submitLabel}
    amountPence={amountPence}
    problem={problem}
    onPaymentMethod={(card) => onPaymentMethod(card.id)}
  />
);

function FestivalRoute() {
  const { data } = useSuspenseQuery(activeFestivalsQuery());
  const search = Route.useSearch();
  const navigate = useNavigate();
  const backFromBank = useCallback(
    () => void navigate({ to: '/festival', search: {}, replace: true }),
    [navigate],
  );
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
  return (
    <FestivalPage
      festival={festival}
      onAddToCart={addToCart}
      cardForm={cardForm}
      returnedFromBank={search.payment_intent_client_secret}
      onBackFromBank={backFromBank}
    />
  );
}
