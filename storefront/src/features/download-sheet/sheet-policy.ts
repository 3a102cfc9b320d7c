// Spec sections 4 and 9: offered once per browser session, 500 ms after load, on mobile only.
export const DOWNLOAD_SHEET_DELAY_MS = 500;
export const DOWNLOAD_SHEET_SEEN_KEY = 'download-sheet-seen';

/** The part of sessionStorage the sheet needs; storage can throw (Safari private mode, quotas). */
export interface SeenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function wasSheetSeen(store: SeenStore | undefined): boolean {
  try {
    return store?.getItem(DOWNLOAD_SHEET_SEEN_KEY) === '1';
  } catch {
    // Unreadable storage: say seen, because nagging on every page is worse than never asking.
    return true;
  }
}

export function markSheetSeen(store: SeenStore | undefined): void {
  try {
    store?.setItem(DOWNLOAD_SHEET_SEEN_KEY, '1');
  } catch {
    // Nothing to do: the sheet then shows at most once per page load.
  }
}

export const shouldOfferSheet = (mobile: boolean, store: SeenStore | undefined): boolean =>
  mobile && !wasSheetSeen(store);
