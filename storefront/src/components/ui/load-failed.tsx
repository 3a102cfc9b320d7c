import type { ReactNode } from 'react';
import { buttonClass } from './button-variant.ts';
import { EmptyState } from './empty-state.tsx';

/** Something the page needed could not be loaded: what, why, and a button that tries again. */
export function LoadFailed({
  title,
  retry,
  retrying = false,
  children,
}: {
  title: string;
  retry: () => void;
  /** The retry is under way: the button says so and waits. */
  retrying?: boolean;
  children: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className={buttonClass('primary')} onClick={retry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      }
    >
      {children}
    </EmptyState>
  );
}
