import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/account/wishlist')({
  component: () => (
    <PlaceholderPage
      title={'Wishlist'}
      lead={'Keep an eye on wines you love and hear when they come back or drop in price.'}
      coming={['Save wines from any product page', 'Alerts when a saved wine is in the drop']}
    />
  ),
});
