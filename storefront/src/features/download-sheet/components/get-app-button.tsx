import { useSetAtom } from 'jotai';
import type { ButtonVariant } from '../../../components/ui/button-variant.ts';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { downloadSheetOpenAtom } from '../atoms.ts';

/** Opens the download sheet on demand, on any device (the automatic offer is mobile-only). */
export function GetAppButton({ label, variant = 'primary' }: { label: string; variant?: ButtonVariant }) {
  const setOpen = useSetAtom(downloadSheetOpenAtom);
  return (
    <button
      type="button"
      className={buttonClass(variant)}
      onClick={() => setOpen(true)}
      aria-haspopup="dialog"
    >
      {label}
    </button>
  );
}
