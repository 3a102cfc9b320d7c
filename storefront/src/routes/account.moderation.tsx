import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '../features/reviews/components/moderation-page.tsx';

// Under /account: sign-in first; the server says whether the person moderates (403 otherwise).
export const Route = createFileRoute('/account/moderation')({
  component: ModerationPage,
});
