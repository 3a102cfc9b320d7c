import { useAtom } from 'jotai';
import { type MouseEvent, useEffect, useRef } from 'react';
import { APP_TITLE, REVIEWS_CLAIM } from '../../../config/app-config.ts';
import { downloadSheetOpenAtom } from '../atoms.ts';
import { deviceFacts } from '../device-facts.ts';
import { storeLinkFor } from '../store-link.ts';
import styles from './download-sheet.module.css';

/**
 * Spec section 2: the "get the app" bottom sheet. A native modal <dialog> gives focus
 * containment, Escape to close and an inert page behind it without any script of ours.
 */
export function DownloadSheetDialog() {
  const [open, setOpen] = useAtom(downloadSheetOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Start on the sheet itself, not on a button: reading it comes before choosing, and a
      // phone user should not see a focus ring they did not ask for.
      content.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => setOpen(false);
  const get = () => {
    const { userAgent, hasTouch } = deviceFacts();
    window.open(storeLinkFor(userAgent, hasTouch), '_blank', 'noopener');
    close();
  };
  // A click on the backdrop lands on the <dialog> itself; clicks on its content do not.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively.
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="download-sheet-title"
      onClose={close}
      onClick={onClick}
    >
      <div ref={content} className={styles.content} tabIndex={-1}>
        <span className={styles.handle} aria-hidden="true" />
        <div className={styles.appIcon} aria-hidden="true">
          <svg viewBox="0 0 32 32" aria-hidden="true">
            <path d="M11 6h10v5c0 3-2 5-5 5.6V23h3.5v2.5h-9V23H14v-6.4C11 16 11 14 11 11z" />
          </svg>
        </div>
        <h2 id="download-sheet-title" className={styles.title}>
          Get the {APP_TITLE} app
        </h2>
        <p className={styles.tagline}>Never miss another bargain</p>
        <p className={styles.note}>
          <span className={styles.stars} aria-hidden="true">
            ★★★★★
          </span>
          {REVIEWS_CLAIM}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={close}>
            Close
          </button>
          <button type="button" className={styles.primary} onClick={get}>
            Get
          </button>
        </div>
      </div>
    </dialog>
  );
}
