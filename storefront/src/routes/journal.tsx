import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';

export const Route = createFileRoute('/journal')({
  component: () => (
    <PlaceholderPage
      title={'Journal'}
      lead={'Stories, guides and plain-spoken wine knowledge, written for drinking rather than exams.'}
      coming={[
        'Guides to grapes, regions and vintages',
        'Step-by-step guides, from storing bottles at 12-16 °C to decanting',
        'Articles from our buyers on the wines in the drop',
      ]}
    />
  ),
});
