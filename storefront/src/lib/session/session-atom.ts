import { atom } from 'jotai';
import { session } from './session.ts';
import type { SessionSnapshot } from './session-manager.ts';

// Undefined until mounted: until then the session is read when first rendered, not as the module
// loads (the first script's evaluation, one task).
const snapshotAtom = atom<SessionSnapshot | undefined>(undefined);
// Follows the session while anything reads it: sign-in, sign-out, renewals, other tabs.
snapshotAtom.onMount = (set) => {
  set(session.snapshot());
  return session.subscribe(() => set(session.snapshot()));
};

/** Client state: who the browser is signed in as (server data about them lives in TanStack Query). */
export const sessionAtom = atom((get) => get(snapshotAtom) ?? session.snapshot());
