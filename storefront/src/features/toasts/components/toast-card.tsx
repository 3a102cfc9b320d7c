import { useSetAtom } from 'jotai';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { dispatchToastAtom } from '../atoms.ts';
import { swipeOutcome } from '../swipe.ts';
import { TOAST_REMOVE_DELAY_MS, type Toast } from '../toast-state.ts';
import styles from './toasts.module.css';

export function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useSetAtom(dispatchToastAtom);
  const onDismiss = useCallback(() => dispatch({ type: 'dismiss', id: toast.id }), [dispatch, toast.id]);
  const onRemove = useCallback(() => dispatch({ type: 'remove', id: toast.id }), [dispatch, toast.id]);
  // Hover or focus pauses the countdown so nobody loses a message while reading it (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!toast.open || paused) return;
    const timer = setTimeout(onDismiss, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.open, toast.durationMs, paused, onDismiss]);

  useEffect(() => {
    if (toast.open) return;
    const timer = setTimeout(onRemove, TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toast.open, onRemove]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (dragStart.current !== undefined) setDragX(event.clientX - dragStart.current);
  };
  const onPointerEnd = () => {
    if (dragStart.current === undefined) return;
    dragStart.current = undefined;
    if (swipeOutcome(dragX) === 'dismiss') onDismiss();
    setDragX(0);
  };

  return (
    <li
      className={styles.toast}
      data-open={toast.open}
      data-tone={toast.tone}
      data-dragging={dragX !== 0}
      style={dragX !== 0 ? { transform: `translateX(${dragX}px)` } : undefined}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Dismiss notification">
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </li>
  );
}
