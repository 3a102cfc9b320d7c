import { atom } from 'jotai';
import { session } from './session.ts';

const snapshotAtom = atom(session.snapshot());
// Follows the session while anything reads it: sign-in, sign-out, renewals, other tabs.
snapshotAtom.onMount = (set) => {
  set(session.snapshot());
  return session.subscribe(() => set(session.snapshot()));
};

/** Client state: who the browser is signed in as (server data about them lives in TanStack Query). */
export const sessionAtom = atom((get) => get(snapshotAtom));
