import { formatPence } from '@wine/contracts/money-format';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { type Cart, totalItems, totalValue } from '../cart-rules.ts';
import styles from './cart.module.css';

interface CartSummaryProps {
  cart: Cart;
  /** Checkout is under way below: the cart is read-only until the customer changes it. */
  checkingOut: boolean;
  onCheckout: () => void;
  onChangeCart: () => void;
  /** Empties the cart (spec section 4's clear action). */
  onClear: () => void;
}

/** Totals, and Checkout (or, once checking out, the way back to changing the cart). */
export function CartSummary({ cart, checkingOut, onCheckout, onChangeCart, onClear }: CartSummaryProps) {
  const count = totalItems(cart);
  // Asked twice: one tap must not lose a case put together bottle by bottle.
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">Summary</h2>
      <dl className={styles.totals}>
        <dt>Bottles</dt>
        <dd data-testid="cart-total-items">{count}</dd>
        <dt>Total</dt>
        <dd data-testid="cart-total-value">{formatPence(totalValue(cart))}</dd>
      </dl>
      {checkingOut ? (
        <button type="button" className={buttonClass('outline')} onClick={onChangeCart}>
          Change your cart
        </button>
      ) : (
        <>
          <button
            type="button"
            className={`${buttonClass('primary')} ${styles.checkout}`}
            onClick={onCheckout}
          >
            Checkout
          </button>
          <p className={styles.muted}>
            Prices are confirmed when your order is placed; members pay member prices.
          </p>
          {confirming ? (
            <div className={styles.clearConfirm}>
              <p className={styles.muted}>Remove every wine from your cart?</p>
              <button type="button" className={buttonClass('outline')} onClick={onClear}>
                Yes, clear the cart
              </button>
              <button type="button" className={styles.textButton} onClick={() => setConfirming(false)}>
                Keep my wines
              </button>
            </div>
          ) : (
            <button type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
              Clear cart
            </button>
          )}
        </>
      )}
    </section>
  );
}
