import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <PlaceholderPage
      title={'Member dashboard'}
      lead={'Your savings, your cellar and your member offers at a glance.'}
      coming={[
        'What membership has saved you so far',
        'Your stored cases and their status',
        'Member-only offers and early drop access',
      ]}
    />
  ),
});
