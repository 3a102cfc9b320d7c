import type { ReactNode } from 'react';

/** Wraps skeletons so assistive tech hears one "Loading …" instead of nothing at all. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
