import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { visibleToastsAtom } from '../atoms.ts';
import styles from './toasts.module.css';

// Most pages never show a toast: the card (timers, swipe to dismiss) loads with the first one.
const ToastCard = lazy(() => import('./toast-card.tsx').then((module) => ({ default: module.ToastCard })));

/** Where toasts appear: bottom-right on wide screens, along the top on narrow ones (CSS). */
export function ToastViewport() {
  const toasts = useAtomValue(visibleToastsAtom);

  return (
    <section className={styles.viewport} aria-label="Notifications">
      <ol className={styles.list}>
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastCard key={toast.id} toast={toast} />
            ))}
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
}
