import type { ContactKind } from '@wine/contracts/identity/contact';
import type { Contact } from '@wine/contracts/identity/contact-choice';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { contactProblem } from '../contact-problem.ts';
import { signInErrorText } from '../sign-in-error-text.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
import styles from './auth.module.css';

const fieldFor = {
  email: { label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'Mobile number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/** Step one: where to send the code. Checked here first, so a typo never costs a send. */
export function ContactStep({
  kind,
  onCodeSent,
}: {
  kind: ContactKind;
  onCodeSent: (contact: Contact) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem(kind, value);
    setError(problem);
    setAttempt((n) => n + 1);
    if (problem) return;
    const contact = { kind, value: value.trim() };
    setSending(true);
    try {
      const answer = await sendSignInCode(contact);
      if (answer.success) onCodeSent(contact);
      else setError(answer.message);
    } catch (failure) {
      setError(signInErrorText(kind, failure));
    } finally {
      setAttempt((n) => n + 1);
      setSending(false);
    }
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
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={kind === 'email' ? undefined : 'Include your country code, e.g. +44 7700 900123'}
        required
      />
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={sending}>
        {sending ? 'Sending…' : 'Send me a code'}
      </button>
    </form>
  );
}
