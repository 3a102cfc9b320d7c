import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { downloadSheetOpenAtom } from '../atoms.ts';
import { useDownloadSheetOffer } from '../use-download-sheet-offer.ts';

// Offered once per session, on phones only, half a second after load: the sheet itself loads
// then, not with the first page.
const DownloadSheetDialog = lazy(() =>
  import('./download-sheet-dialog.tsx').then((module) => ({ default: module.DownloadSheetDialog })),
);

/** The shell's part of the "get the app" sheet: when to offer it, and the sheet once offered. */
export function DownloadSheet() {
  useDownloadSheetOffer();
  const open = useAtomValue(downloadSheetOpenAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DownloadSheetDialog />
    </Suspense>
  );
}
