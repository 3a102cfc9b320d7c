import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/account/orders')({
  component: () => (
    <PlaceholderPage
      title={'Your orders'}
      lead={'Every case you have bought, whether it is stored with us or on its way to you.'}
      coming={[
        'Order history with status, from reserved to dispatched',
        'Cases in storage, ready for dispatch when you are',
        'Delivery tracking',
      ]}
    />
  ),
});
