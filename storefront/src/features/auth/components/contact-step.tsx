import type { ContactKind } from '@wine/contracts/identity/contact';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { signInMessages } from '@wine/contracts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { loginCheck } from '../api/login-check.ts';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { signInContactProblem } from '../contact-problem.ts';
import { magicLinkFailureText } from '../magic-link-text.ts';
import { SignInCheck } from '../sign-in-check/sign-in-check.tsx';
import { assertSignInCheckReady, signInCheckPayload } from '../sign-in-check/sign-in-check-payload.ts';
import { signInErrorText } from '../sign-in-error-text.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
import styles from './auth.module.css';

const fieldFor = {
  email: { label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'Mobile number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/**
 * Step one: where to send the code, or (e-mail) a magic link. Checked here first, so a typo
 * never costs a send. Then the login check (spec section 8): an address with no account gets the
 * server's answer and a second, deliberate step to create one (the same code registers the
 * guest). A check that failed shows the server's text and sends nothing (issue 36, rule 2).
 */
export function ContactStep({
  kind,
  onCodeSent,
}: {
  kind: ContactKind;
  /** `linkSent`: the e-mail carries a magic link as well as the code. */
  onCodeSent: (contact: Contact, linkSent: boolean) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The address the login check found no account for, while it is still the one typed. */
  const [unknown, setUnknown] = useState<Contact>();
  const form = useRef<HTMLFormElement>(null);
  /** The invisible captcha every send passes first (spec sections 4 and 5). */
  const widget = useRef<HTMLElement>(null);
  useFocusFirstInvalid(form, attempt);

  /** The checked contact, or undefined after showing what is wrong with it. */
  const checked = (): Contact | undefined => {
    const problem = signInContactProblem(kind, value);
    setError(problem);
    setAttempt((n) => n + 1);
    return problem ? undefined : { kind, value: value.trim() };
  };

  const send = async (work: () => Promise<void>, failureText: (failure: unknown) => string) => {
    setSending(true);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setAttempt((n) => n + 1);
      setSending(false);
    }
  };

  /**
   * True when sign-in must stop here: the login check says there is no account, or the check
   * failed (its message is then shown). Only the first offers to create the account.
   */
  const accountMissing = async (contact: Contact): Promise<boolean> => {
    const answer = await loginCheck(contact);
    if (answer.exists) return false;
    setError(answer.errorMessage ?? signInMessages.userDoesNotExist);
    if (!('noAccount' in answer) || answer.noAccount) setUnknown(contact);
    return true;
  };

  const codeFailureText = (failure: unknown) => signInErrorText(kind, failure);
  const sendCode = async (contact: Contact) => {
    const answer = await sendSignInCode(contact, await signInCheckPayload(widget.current));
    if (answer.success) onCodeSent(contact, false);
    else setError(answer.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contact = checked();
    if (!contact) return;
    await send(async () => {
      assertSignInCheckReady(widget.current);
      if (!(await accountMissing(contact))) await sendCode(contact);
    }, codeFailureText);
  };

  /** The second step for an address with no account: the code creates it. */
  const createAccount = (contact: Contact) => send(() => sendCode(contact), codeFailureText);

  const emailLink = async () => {
    const contact = checked();
    if (!contact) return;
    await send(async () => {
      assertSignInCheckReady(widget.current);
      if (await accountMissing(contact)) return;
      const answer = await sendSignInCode(contact, await signInCheckPayload(widget.current));
      if (answer.success) onCodeSent(contact, true);
      else setError(answer.message);
    }, magicLinkFailureText);
  };

  const field = fieldFor[kind];
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={field.label}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setUnknown(undefined);
        }}
        error={error}
        hint={kind === 'email' ? undefined : 'Include your country code, e.g. +44 7700 900123'}
        required
      />
      {unknown ? (
        <button
          type="button"
          className={`${buttonClass('primary')} ${styles.submit}`}
          onClick={() => createAccount(unknown)}
          disabled={sending}
        >
          {sending ? 'Sending…' : `Create an account with this ${kind === 'email' ? 'email' : 'number'}`}
        </button>
      ) : (
        <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={sending}>
          {sending ? 'Sending…' : 'Send me a code'}
        </button>
      )}
      {kind === 'email' ? (
        <div className={styles.secondaryActions}>
          <button type="button" className={styles.textButton} onClick={emailLink} disabled={sending}>
            Email me a sign-in link instead
          </button>
        </div>
      ) : null}
      <SignInCheck widget={widget} />
    </form>
  );
}
