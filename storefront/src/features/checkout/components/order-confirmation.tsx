import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { orderReference } from '../../../components/order/order-reference.ts';
import { OrderWineList } from '../../../components/order/order-wine-list.tsx';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import styles from './checkout.module.css';

/** The paid order, what happens to the wine next, and the way to the order history. */
export function OrderConfirmation({ order }: { order: OrderSummary }) {
  usePageTitle('Order paid');
  const { bottles, totalPence } = order.totals;
  const email = useSession().user?.email;
  return (
    <div className="page">
      <section className={styles.confirmation} aria-labelledby="order-paid-heading">
        <svg className={styles.tick} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="20" />
          <path d="M15 24.5l6 6 12-13" />
        </svg>
        <h1 id="order-paid-heading">Thank you, your order is paid</h1>
        <p className={styles.lead} data-testid="paid-order">
          Order {orderReference(order.orderId)}: {bottles} {bottles === 1 ? 'bottle' : 'bottles'},{' '}
          {formatPence(totalPence)}.
        </p>
        <OrderWineList lines={order.lines} className={styles.wines} />
        {email ? <p>A confirmation is on its way to {email}.</p> : null}
        <p>
          Your wine waits in our cellar, at 12–16 °C, until you send for it from your orders. A full case of
          12 ships free, and the courier hands it to an adult, who signs for it.
        </p>
        <div className={styles.actions}>
          <Link to="/account/orders" className={buttonClass('primary')}>
            See your orders
          </Link>
          <Link to="/shop" className={buttonClass('outline')}>
            Keep shopping
          </Link>
        </div>
      </section>
    </div>
  );
}
