import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/signup')({
  component: () => (
    <PlaceholderPage
      title={'Start your free trial'}
      lead={'Members pay less on every bottle and get first pick of the daily drop.'}
      coming={[
        'Sign up with your phone or e-mail',
        'A free trial of membership, cancel any time',
        'Member prices across the shop',
      ]}
    />
  ),
});
