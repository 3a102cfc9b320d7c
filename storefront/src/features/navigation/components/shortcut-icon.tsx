import type { ShortcutIcon as IconName } from '../shortcuts.ts';

// Simple 24-unit line drawings, drawn inline so icons cost no requests and follow currentColor.
const PATHS: Readonly<Record<IconName, string>> = {
  bottle: 'M10 2h4v5c0 1 2 2 2 5v9a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-9c0-3 2-4 2-5zM8 14h8',
  grapes:
    'M12 3v3M12 6l3-2M9.5 9.5a2 2 0 1 0 0 .01M14.5 9.5a2 2 0 1 0 0 .01M12 13a2 2 0 1 0 0 .01M9.5 16.5a2 2 0 1 0 0 .01M14.5 16.5a2 2 0 1 0 0 .01M12 20a2 2 0 1 0 0 .01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  chart: 'M4 19h16M6 16l4-5 3 3 5-7M15 7h3v3',
  book: 'M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V4.5c-3-.5-6 0-8 1.5zM12 6v14.5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  heart: 'M12 20s-7-4.5-8.5-9A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 4c-1.5 4.5-8.5 9-8.5 9z',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17v.01',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

export function ShortcutIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
