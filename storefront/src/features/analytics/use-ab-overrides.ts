import type { AbGroupOverride } from '@wine/contracts/ab-group';
import { useMemo, useSyncExternalStore } from 'react';
import { AB_OVERRIDES_KEY, type AbOverrides, parseAbOverrides, withOverride } from './ab-overrides.ts';

// Said by the panel in this tab; another tab's panel is heard through the `storage` event.
const CHANGED_EVENT = 'wine-shop-ab-overrides-changed';

function readStored(): string | null {
  try {
    return localStorage.getItem(AB_OVERRIDES_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The override panel's choices, kept in localStorage so they outlive reloads. Plain functions and
 * no module state (not a Jotai atom): nothing here runs unless called, so a production build,
 * where only development code calls it, drops all of it.
 */
export function useAbOverrides(): AbOverrides {
  const stored = useSyncExternalStore(subscribe, readStored);
  return useMemo(() => parseAbOverrides(stored), [stored]);
}

export function saveAbOverride(experiment: string, choice: AbGroupOverride): void {
  const next = withOverride(parseAbOverrides(readStored()), experiment, choice);
  try {
    localStorage.setItem(AB_OVERRIDES_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not keep the A/B override', error);
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}
