import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paymentsConfigQuery } from '../../../lib/api/payments-config-query.ts';
import { type CardFields, type CardProblems, readCard } from '../card-input.ts';
import { type CreatedPaymentMethod, tokenizerFor } from '../card-tokenizer.ts';
import styles from './checkout.module.css';

export interface CardFormProps {
  /** 'Pay £12.00' */
  submitLabel: string;
  /** While the card is on its way: 'Paying…' unless the form is not paying ('Saving your card…'). */
  busyLabel?: string;
  /** The last attempt's outcome ('Card declined'), shown by the button until the next try. */
  problem?: string | undefined;
  /** Gets the card the processor made; the form stays busy until this settles. */
  onPaymentMethod: (paymentMethod: CreatedPaymentMethod) => Promise<void>;
}

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * Card number, expiry and security code, sent straight to the card processor for a
 * PaymentMethod. The card lives in this component's state only: never stored, never logged.
 */
export function CardForm({ submitLabel, busyLabel = 'Paying…', problem, onPaymentMethod }: CardFormProps) {
  const config = useQuery(paymentsConfigQuery());
  const tokenizer = useMemo(() => (config.data ? tokenizerFor(config.data) : undefined), [config.data]);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [formProblem, setFormProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, straight to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  if (config.isPending) return <p role="status">Getting card payment ready…</p>;
  if (config.isError) {
    return (
      <div className={styles.stack}>
        <p role="alert">We couldn't get card payment ready. Check your connection and try again.</p>
        <button type="button" className={buttonClass('outline')} onClick={() => config.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!tokenizer) {
    return (
      <p className={styles.notice} role="note">
        Card payments need Stripe.js, which is not bundled in this build, so no card can be taken here.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormProblem(undefined);
    const read = readCard(fields, new Date());
    if (!read.ok) {
      setProblems(read.problems);
      setAttempt((n) => n + 1);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const made = await tokenizer.createPaymentMethod(read.card);
      if (!made.ok) {
        if (made.field) setProblems({ [made.field]: made.message });
        else setFormProblem(made.message);
        setAttempt((n) => n + 1);
        return;
      }
      await onPaymentMethod(made.paymentMethod);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof CardFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((now) => ({ ...now, [name]: event.target.value })),
    error: problems[name],
    disabled: busy,
    required: true,
  });
  const shownProblem = formProblem ?? (busy ? undefined : problem);

  return (
    <form ref={form} className={styles.cardForm} onSubmit={submit} noValidate aria-label="Card details">
      {config.data.mode === 'simulator' ? (
        <p className={styles.hint}>
          Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined and 4000 0027 6000 3184 asks
          for 3-D Secure. Any future expiry date and any security code will do.
        </p>
      ) : null}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        {...field('number')}
      />
      <div className={styles.cardRow}>
        <TextField
          label="Expiry date"
          hint="MM/YY"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          {...field('expiry')}
        />
        <TextField
          label="Security code"
          hint="3 or 4 digits"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      {shownProblem ? (
        <p className={styles.problem} role="alert">
          {shownProblem}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} ${styles.pay}`} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
