import type { Contact } from '@wine/contracts/identity/contact-choice';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { signUpForTrial } from '../api/sign-up-for-trial.ts';
import { SignInCheck } from '../sign-in-check/sign-in-check.tsx';
import { assertSignInCheckReady, signInCheckPayload } from '../sign-in-check/sign-in-check-payload.ts';
import { signInErrorText } from '../sign-in-error-text.ts';
import { type SignUpField, signUpProblems } from '../sign-up-problems.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
import styles from './auth.module.css';

const EMPTY = { name: '', email: '', phone: '' };

/**
 * Spec sections 3 and 5: name, e-mail and phone, each checked with the spec's texts before
 * anything is sent; the server's pre-check message is shown as is. Then a code to the e-mail.
 */
export function SignUpForm({ onCodeSent }: { onCodeSent: (email: Contact) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  /** The code this sends passes the invisible captcha first (spec sections 4 and 5). */
  const widget = useRef<HTMLElement>(null);
  useFocusFirstInvalid(form, attempt);

  const change = (field: SignUpField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = signUpProblems(values);
    setProblems(found);
    setFailure(undefined);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const request = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
    setSending(true);
    try {
      assertSignInCheckReady(widget.current);
      await signUpForTrial(request);
      const email = { kind: 'email' as const, value: request.email };
      const sent = await sendSignInCode(email, await signInCheckPayload(widget.current));
      if (sent.success) onCodeSent(email);
      else setFailure(sent.message);
    } catch (error) {
      setFailure(signInErrorText('email', error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Start your free trial">
      <TextField
        label="Your name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={problems.name}
      />
      <TextField
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={problems.email}
      />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="For delivery updates. Include your country code, e.g. +44 7700 900123"
        value={values.phone}
        onChange={change('phone')}
        error={problems.phone}
      />
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={sending}>
        {sending ? 'Starting your trial…' : 'Start Free Trial'}
      </button>
      <SignInCheck widget={widget} />
    </form>
  );
}
