import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/cart')({
  component: () => (
    <PlaceholderPage
      title={'Your cart'}
      lead={
        'Build a case of six (a magnum fills six slots on its own) and we will deliver or store it for you.'
      }
      coming={[
        'The bottles you have chosen, with member savings',
        'A case-fill meter showing what completing your case unlocks',
        'Checkout with card payment',
      ]}
    />
  ),
});
