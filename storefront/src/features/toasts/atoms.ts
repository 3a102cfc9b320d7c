import { atom } from 'jotai';
import {
  TOAST_DURATION_MS,
  type Toast,
  type ToastAction,
  type ToastTone,
  toastReducer,
} from './toast-state.ts';

const toastsAtom = atom<readonly Toast[]>([]);

export const visibleToastsAtom = atom((get) => get(toastsAtom));

export const dispatchToastAtom = atom(null, (get, set, action: ToastAction) => {
  set(toastsAtom, toastReducer(get(toastsAtom), action));
});

export interface ShowToast {
  title: string;
  description?: string;
  tone?: ToastTone;
  durationMs?: number;
}

let nextId = 1;

export const showToastAtom = atom(null, (_get, set, input: ShowToast) => {
  const toast: Toast = {
    id: nextId++,
    title: input.title,
    tone: input.tone ?? 'neutral',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    open: true,
    ...(input.description ? { description: input.description } : {}),
  };
  set(dispatchToastAtom, { type: 'add', toast });
});
