import type { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CardFormProps } from '../card-form-props.ts';
import { type CardFields, type CardProblems, readCard } from '../card-input.ts';
import { simulatorTokenizer } from '../card-tokenizer.ts';
import { useCardSubmit } from '../use-card-submit.ts';
import { CardFormEnd } from './card-form-end.tsx';
import styles from './checkout.module.css';

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * The payment simulator's card form (development and tests): number, expiry and security code,
 * sent straight to the simulator for a PaymentMethod as Stripe.js would send them to Stripe. The
 * card lives in this component's state only: never stored, never logged.
 */
export function SimulatorCardForm({
  config,
  submitLabel,
  busyLabel = 'Paying…',
  problem,
  onPaymentMethod,
}: CardFormProps & { config: PaymentsClientConfig }) {
  const tokenizer = useMemo(() => simulatorTokenizer(config), [config]);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [attempt, setAttempt] = useState(0);
  const { busy, formProblem, submit } = useCardSubmit(onPaymentMethod);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, straight to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCard(fields, new Date());
    if (!read.ok) {
      setProblems(read.problems);
      setAttempt((n) => n + 1);
      return;
    }
    setProblems({});
    void submit(
      () => tokenizer.createPaymentMethod(read.card),
      (refusal) => {
        if (refusal.field) setProblems({ [refusal.field]: refusal.message });
        setAttempt((n) => n + 1);
      },
    );
  };
  const field = (name: keyof CardFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((now) => ({ ...now, [name]: event.target.value })),
    error: problems[name],
    disabled: busy,
    required: true,
  });

  return (
    <form ref={form} className={styles.cardForm} onSubmit={onSubmit} noValidate aria-label="Card details">
      <p className={styles.hint}>
        Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined and 4000 0027 6000 3184 asks for
        3-D Secure. Any future expiry date and any security code will do.
      </p>
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
      <CardFormEnd
        problem={formProblem ?? (busy ? undefined : problem)}
        busy={busy}
        label={busy ? busyLabel : submitLabel}
      />
    </form>
  );
}
