import { buttonClass } from '../../../components/ui/button-variant.ts';
import styles from './checkout.module.css';

/** While the processor's settings (or Stripe.js) are on their way. */
export const CardFormPending = () => <p role="status">Getting card payment ready…</p>;

/** The settings or Stripe.js did not come: nothing can take a card until they do. */
export function CardFormUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.stack}>
      <p role="alert">We couldn't get card payment ready. Check your connection and try again.</p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
