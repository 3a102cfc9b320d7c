import { formatPence } from '@wine/contracts/money';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { type Cart, totalItems, totalValue } from '../cart-rules.ts';
import styles from './cart.module.css';

/** Totals, and a checkout that says plainly it is not there yet rather than pretending. */
export function CartSummary({ cart }: { cart: Cart }) {
  const count = totalItems(cart);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">Summary</h2>
      <dl className={styles.totals}>
        <dt>Bottles</dt>
        <dd data-testid="cart-total-items">{count}</dd>
        <dt>Total</dt>
        <dd data-testid="cart-total-value">{formatPence(totalValue(cart))}</dd>
      </dl>
      <button
        type="button"
        className={`${buttonClass('primary')} ${styles.checkout}`}
        disabled
        aria-describedby="checkout-note"
      >
        Checkout
      </button>
      <p id="checkout-note" className={styles.muted}>
        Checkout arrives soon: we are building card payment now. Your cart is kept on this device until then.
      </p>
    </section>
  );
}
