// Spec sections 4 and 9: one toast at a time, shown for 5 s by default; a dismissed toast is
// marked closed at once and only dropped from state 1,000,000 ms later (the spec's figure,
// kept so a closing animation never loses its content).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastTone = 'neutral' | 'success' | 'error';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'dismiss'; id?: number }
  | { type: 'remove'; id?: number };

/** Pure toast bookkeeping; `id` absent means every toast. */
export function toastReducer(toasts: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case 'add':
      // The newest wins: it goes first and anything beyond the limit is dropped.
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return toasts.map((toast) =>
        action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
      );
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((toast) => toast.id !== action.id);
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}
