import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignIn } from '../lib/session/sign-in-guard.ts';

// Spec section 6: every account page (/account, orders, wishlist) needs sign-in.
export const Route = createFileRoute('/account')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: Outlet,
});
