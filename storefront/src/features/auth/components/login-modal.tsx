import type { ContactKind } from '@wine/contracts/identity/contact';
import type { UserView } from '@wine/contracts/identity/user-view';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { APP_TITLE } from '../../../config/app-config.ts';
import styles from './auth.module.css';
import { SignInSteps } from './sign-in-steps.tsx';

const TABS: readonly { kind: ContactKind; label: string }[] = [
  { kind: 'email', label: 'Email' },
  { kind: 'phone', label: 'Phone' },
];

interface LoginModalProps {
  onClose: () => void;
  onSignedIn: (user: UserView) => void;
}

/**
 * Spec section 2: the login modal, with an e-mail and a phone tab. A native modal <dialog>
 * gives focus containment, Escape and an inert page behind it. Loaded on first use only: it is
 * not part of the first page's script.
 */
export default function LoginModal({ onClose, onSignedIn }: LoginModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<ContactKind>('email');
  const id = useId();

  // Unmounting takes the <dialog> out of the top layer; closing it here as well would fire
  // onClose during React's development double-mount and shut the modal at once.
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // Straight to the address field rather than the close button: typing is why it was opened.
    element.querySelector('input')?.focus();
  }, []);

  // A click on the backdrop lands on the <dialog> itself; clicks on its content do not.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id={`${id}-title`} className={styles.title}>
            Sign in to {APP_TITLE}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p className={styles.lead}>
          New here? The same code creates your account, and keeps what you saved as a guest.
        </p>
        <div className={styles.tabs} role="tablist" aria-label="Sign in with">
          {TABS.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              role="tab"
              id={`${id}-${tab.kind}-tab`}
              aria-selected={kind === tab.kind}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => setKind(tab.kind)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${kind}-tab`}>
          {/* Keyed by channel: switching tabs starts that channel's flow afresh. */}
          <SignInSteps key={kind} kind={kind} onSignedIn={onSignedIn} />
        </div>
      </div>
    </dialog>
  );
}
