import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../features/wishlist/components/wishlist-page.tsx';

export const Route = createFileRoute('/account/wishlist')({
  component: WishlistPage,
});
