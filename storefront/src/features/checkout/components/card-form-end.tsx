import { buttonClass } from '../../../components/ui/button-variant.ts';
import styles from './checkout.module.css';

/** The last attempt's problem, then the button that pays (or saves) with the card. */
export function CardFormEnd({
  problem,
  busy,
  label,
}: {
  problem: string | undefined;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} ${styles.pay}`} disabled={busy}>
        {label}
      </button>
    </>
  );
}
