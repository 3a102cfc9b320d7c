import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { problemText } from '../../../lib/api/problem-text.ts';
import { useStopWaiting } from '../use-dispatch-orders.ts';
import styles from './orders.module.css';

/** An order waiting for its case (Complete case to unlock) goes back to storage, to be sent now. */
export function StopWaitingButton({ userId, order }: { userId: string; order: OrderSummary }) {
  const stop = useStopWaiting(userId);
  return (
    <div className={styles.orderAction}>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={stop.isPending}
        onClick={() => stop.mutate(order.orderId)}
      >
        Don't wait: back to storage
      </button>
      {stop.error ? (
        <p className={styles.problem} role="alert">
          {problemText(stop.error)}
        </p>
      ) : null}
    </div>
  );
}
