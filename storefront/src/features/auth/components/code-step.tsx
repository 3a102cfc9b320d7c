import type { Contact } from '@wine/contracts/identity/contact-choice';
import { oneTimeCodeLength } from '@wine/contracts/identity/one-time-code';
import type { UserView } from '@wine/contracts/identity/user-view';
import { magicLinkMessages } from '@wine/contracts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { confirmCode } from '../api/confirm-code.ts';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { codeProblem } from '../code-problem.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { SignInCheck } from '../sign-in-check/sign-in-check.tsx';
import { signInCheckPayload } from '../sign-in-check/sign-in-check-payload.ts';
import { signInErrorText } from '../sign-in-error-text.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
import styles from './auth.module.css';

interface CodeStepProps {
  contact: Contact;
  onSignedIn: (user: UserView) => void;
  /** Back to step one, e.g. after a typo in the address. */
  onChangeContact?: () => void;
  /** The e-mail carries a magic link as well (spec section 8: 'Magic link sent successfully'). */
  linkSent?: boolean;
}

/** Step two: the code that was sent. Its shape is checked here, so a slip never costs a try. */
export function CodeStep({ contact, onSignedIn, onChangeContact, linkSent = false }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string | undefined>(linkSent ? magicLinkMessages.sent : undefined);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  /** A new code passes the invisible captcha too (spec sections 4 and 5). */
  const widget = useRef<HTMLElement>(null);
  useFocusFirstInvalid(form, attempt);
  const length = oneTimeCodeLength[contact.kind];
  const phone = contact.kind === 'phone';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(contact.kind, code);
    setError(problem);
    setNotice(undefined);
    setAttempt((n) => n + 1);
    if (problem) return;
    setBusy(true);
    try {
      onSignedIn(completeSignIn(await confirmCode(contact, code)));
    } catch (failure) {
      setError(signInErrorText(contact.kind, failure));
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await sendSignInCode(contact, await signInCheckPayload(widget.current));
      if (answer.success) setNotice('We sent you a new code. Only the newest one works.');
      else setError(answer.message);
    } catch (failure) {
      setError(signInErrorText(contact.kind, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.sentTo}>
        We sent {phone ? `a ${length}-digit` : `an ${length}-character`} code
        {linkSent ? ' and a sign-in link' : ''} to <strong>{contact.value}</strong>. It works for 10 minutes
        {linkSent ? ': open the link, or type the code here' : ''}.
      </p>
      <TextField
        label="Your code"
        className={styles.code}
        autoComplete="one-time-code"
        inputMode={phone ? 'numeric' : 'text'}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={length + 4}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        required
      />
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <div className={styles.secondaryActions}>
        <button type="button" className={styles.textButton} onClick={resend} disabled={busy}>
          Send a new code
        </button>
        {onChangeContact ? (
          <button type="button" className={styles.textButton} onClick={onChangeContact} disabled={busy}>
            Use a different {phone ? 'number' : 'email'}
          </button>
        ) : null}
      </div>
      <SignInCheck widget={widget} />
    </form>
  );
}
