import { formatPence } from '@wine/contracts/money-format';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import type { ReactNode } from 'react';
import { orderReference } from '../../../components/order/order-reference.ts';
import { OrderWineList } from '../../../components/order/order-wine-list.tsx';
import { formatUkDate } from '../../../lib/time/uk-date.ts';
import styles from './orders.module.css';

/**
 * One order of the history: its status label (spec section 4), its wines (when the order names
 * them), when, how many bottles, the total, and once the courier has it, where the parcel is and
 * its tracking reference.
 */
export function OrderCard({ order, action }: { order: OrderSummary; action?: ReactNode }) {
  const { bottles, totalPence } = order.totals;
  return (
    <article className={styles.order} aria-labelledby={`order-${order.orderId}`}>
      <div className={styles.orderHead}>
        <h3 id={`order-${order.orderId}`} className={styles.orderTitle}>
          Order {orderReference(order.orderId)}
        </h3>
        <span className={styles.status} data-status={order.status} data-testid="order-status">
          {order.statusLabel}
        </span>
      </div>
      <OrderWineList lines={order.lines} className={styles.wines} />
      <dl className={styles.orderFacts}>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.placedAt}>{formatUkDate(order.placedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Bottles</dt>
          <dd>{bottles}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className={styles.orderTotal}>{formatPence(totalPence)}</dd>
        </div>
        {order.delivery && (
          <div>
            <dt>Delivery</dt>
            <dd data-testid="order-delivery" data-state={order.delivery.state}>
              {order.delivery.label}, tracking <span translate="no">{order.delivery.trackingReference}</span>
            </dd>
          </div>
        )}
      </dl>
      {action}
    </article>
  );
}
