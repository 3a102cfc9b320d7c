import { useAtomValue } from 'jotai';
import { visibleToastsAtom } from '../atoms.ts';
import { ToastCard } from './toast-card.tsx';
import styles from './toasts.module.css';

/** Where toasts appear: bottom-right on wide screens, along the top on narrow ones (CSS). */
export function ToastViewport() {
  const toasts = useAtomValue(visibleToastsAtom);

  return (
    <section className={styles.viewport} aria-label="Notifications">
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
