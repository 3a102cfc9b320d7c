import { useAtomValue } from 'jotai';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { sessionAtom } from './session-atom.ts';
import type { SessionSnapshot } from './session-manager.ts';

/** What the server renders: no one (it renders for a signed-out shopper). */
const NO_ONE: SessionSnapshot = { session: undefined };

/** The session, for rendering: no one while a server-rendered page is adopted, as on the server. */
export function useSessionSnapshot(): SessionSnapshot {
  const snapshot = useAtomValue(sessionAtom);
  const hydrated = useHydrated();
  return hydrated ? snapshot : NO_ONE;
}
