import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { shopQuery } from '../features/shop/api/shop-query.ts';
import { ShopPage } from '../features/shop/components/shop-page.tsx';
import { SHOP_SEARCH_DEFAULTS, ShopSearch } from '../features/shop/shop-search.ts';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

export const Route = createFileRoute('/shop')({
  validateSearch: lazySearch(ShopSearch),
  // Defaults stay out of the URL: /shop, not /shop?sortBy=name&sortOrder=ascending&offset=0&limit=20.
  search: { middlewares: [stripSearchParams(SHOP_SEARCH_DEFAULTS)] },
  // Spec section 6: investment wines need sign-in; the rest of the shop is open to all.
  beforeLoad: ({ search, location }) => {
    if (search.category === 'investment') requireSignIn(location);
  },
  loaderDeps: ({ search }) => search,
  // Prefetch without waiting: the page (filters included) shows at once, with skeletons or the
  // previous results until the wines arrive.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(shopQuery(deps));
  },
  component: ShopRoute,
});

function ShopRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ShopPage search={search} onSearchChange={(next) => navigate({ search: next })} />;
}
