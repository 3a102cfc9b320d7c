import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { downloadSheetOpenAtom } from './atoms.ts';
import { deviceFacts, sessionStore } from './device-facts.ts';
import { isMobileDevice } from './is-mobile-device.ts';
import { DOWNLOAD_SHEET_DELAY_MS, markSheetSeen, shouldOfferSheet } from './sheet-policy.ts';

/** Opens the sheet 500 ms after the app loads, on mobile, once per browser session. */
export function useDownloadSheetOffer() {
  const setOpen = useSetAtom(downloadSheetOpenAtom);

  useEffect(() => {
    const { userAgent, width, hasTouch } = deviceFacts();
    const store = sessionStore();
    if (!shouldOfferSheet(isMobileDevice(userAgent, width, hasTouch), store)) return;
    const timer = setTimeout(() => {
      // Marked when shown, not when closed: a reload mid-sheet must not show it again.
      markSheetSeen(store);
      setOpen(true);
    }, DOWNLOAD_SHEET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setOpen]);
}
