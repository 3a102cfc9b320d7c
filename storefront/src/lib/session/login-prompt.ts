import { atom } from 'jotai';

export interface LoginPrompt {
  open: boolean;
  /** Where to go once signed in (a guarded page); undefined: stay where you are. */
  returnTo: string | undefined;
}

/** Client state: the login modal (spec section 2: the intended way to sign in), opened from anywhere. */
export const loginPromptAtom = atom<LoginPrompt>({ open: false, returnTo: undefined });
