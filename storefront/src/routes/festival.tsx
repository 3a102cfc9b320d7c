import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/festival')({
  component: () => (
    <PlaceholderPage
      title={'The festival'}
      lead={'Tickets, tastings and the wines of our festival, all in one place.'}
      coming={['Festival tickets and tasting tokens', 'The wines you tasted, ready to order']}
    />
  ),
});
