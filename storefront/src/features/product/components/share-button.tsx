import { buttonClass } from '../../../components/ui/button-variant.ts';

interface ShareButtonProps {
  title: string;
  onShared: (outcome: 'copied' | 'failed') => void;
}

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title, onShared }: ShareButtonProps) {
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      // Cancelling the share sheet rejects; that is not a failure worth reporting.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onShared('copied');
    } catch {
      onShared('failed');
    }
  };
  return (
    <button type="button" className={buttonClass('outline')} onClick={share}>
      Share
    </button>
  );
}
