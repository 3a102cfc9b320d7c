import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/account/')({
  component: () => (
    <PlaceholderPage
      title={'Your account'}
      lead={'Your details, delivery addresses and preferences, all in one place.'}
      coming={[
        'Profile and contact details',
        'Delivery addresses and notification preferences',
        'Membership status and payment method',
      ]}
    />
  ),
});
