import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import notice from '../../../components/ui/notice.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { problemText } from '../../../lib/api/problem-text.ts';
import { sendContactSupport } from '../api/send-contact-support.ts';
import styles from './support.module.css';

/**
 * Write to support: name, e-mail, message (spec section 3). The server checks the three (the
 * spec's missing-parameters text, naming what is missing, is shown as it comes); on failure
 * everything typed stays, on success the form says so and clears.
 */
export function ContactForm() {
  const [fields, setFields] = useState({ name: '', email: '', message: '' });
  const messageId = useId();
  const result = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: sendContactSupport,
    onSuccess: () => setFields({ name: '', email: '', message: '' }),
  });
  useEffect(() => {
    if (send.isSuccess || send.isError) result.current?.focus();
  }, [send.isSuccess, send.isError]);

  const change = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (send.isSuccess) send.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(fields);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title">Write to us</h2>
      <p className={styles.lead}>We reply by e-mail within one working day.</p>
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={(e) => change('name')(e.target.value)}
        maxLength={100}
      />
      <TextField
        label="Your e-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => change('email')(e.target.value)}
        maxLength={254}
      />
      <div className={styles.field}>
        <label htmlFor={messageId}>Your message</label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={fields.message}
          onChange={(e) => change('message')(e.target.value)}
          maxLength={5000}
        />
      </div>
      {send.isError ? (
        <p ref={result} className={notice.problem} role="alert" tabIndex={-1}>
          {problemText(send.error)}
        </p>
      ) : null}
      {send.isSuccess ? (
        <p ref={result} className={styles.sent} role="status" tabIndex={-1}>
          {send.data.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
