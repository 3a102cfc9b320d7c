import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/support')({
  component: () => (
    <PlaceholderPage
      title={'Help & support'}
      lead={'Questions about an order, a delivery or a wine? We are here to help.'}
      coming={[
        'A contact form that reaches our team directly',
        'Answers to common questions about delivery, storage and membership',
      ]}
    />
  ),
});
