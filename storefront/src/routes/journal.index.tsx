import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { journalQuery } from '../features/journal/api/content-queries.ts';
import { JournalPage } from '../features/journal/components/journal-page.tsx';
import { JournalSearch } from '../features/journal/journal-search.ts';
import { ShortcutGrid } from '../features/navigation/components/shortcut-grid.tsx';
import { SHORTCUTS } from '../features/navigation/shortcuts.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

const learning = SHORTCUTS.filter(
  (shortcut) => shortcut.category === 'Learning' && shortcut.href !== '/journal',
);

export const Route = createFileRoute('/journal/')({
  validateSearch: lazySearch(JournalSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(journalQuery(deps.category, deps.offset ?? 0)),
  component: JournalRoute,
});

function JournalRoute() {
  const { category, offset } = Route.useSearch();
  const { data } = useSuspenseQuery(journalQuery(category, offset ?? 0));
  return (
    <JournalPage
      journal={data}
      category={category}
      learning={<ShortcutGrid shortcuts={learning} label="Learning" />}
    />
  );
}
