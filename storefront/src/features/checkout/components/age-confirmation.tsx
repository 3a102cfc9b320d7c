import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './checkout.module.css';

interface AgeConfirmationProps {
  /** The server's refusal of the date given (under age), if it refused one. */
  problem: string | undefined;
  busy: boolean;
  onConfirm: (dateOfBirth: string) => void;
}

// The date picker's upper bound: nobody is born after today (local calendar, as the picker shows).
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * Asked once, at a customer's first checkout: wine is sold to adults only. The server decides;
 * only the fact that the customer is of age is kept, not the date.
 */
export function AgeConfirmation({ problem, busy, onConfirm }: AgeConfirmationProps) {
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(dateOfBirth);
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="age-heading">
      <h3 id="age-heading">Confirm your age</h3>
      <TextField
        label="Date of birth"
        hint="You must be 18 or over to buy wine"
        type="date"
        autoComplete="bday"
        max={today()}
        value={dateOfBirth}
        onChange={(event) => setDateOfBirth(event.target.value)}
        error={missing ? 'Enter your date of birth' : problem}
        disabled={busy}
        required
      />
      <p className={styles.hint}>
        Deliveries are handed to an adult: the courier asks for a signature from someone 18 or over.
      </p>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? 'Checking…' : 'Confirm and continue'}
      </button>
    </form>
  );
}
