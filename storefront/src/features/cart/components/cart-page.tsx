import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { type Cart, totalItems, totalValue } from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import styles from './cart.module.css';
import { CartCaseFill } from './cart-case-fill.tsx';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

interface CartPageProps {
  /** Checkout has started (the route logs InitiateCheckout). */
  onCheckout: (cart: Cart) => void;
  /** The checkout itself, composed by the route; `close` goes back to changing the cart. */
  checkout: (cart: Cart, close: () => void) => ReactNode;
  /** Wines that would fill a part case, composed by the route. */
  fillers: (slotsToFill: number) => ReactNode;
}

export function CartPage({ onCheckout, checkout, fillers }: CartPageProps) {
  usePageTitle('Your cart');
  const { cart, isMember, dispatch } = useCart();
  const [checkingOut, setCheckingOut] = useState(false);
  const [cleared, setCleared] = useState(false);
  const close = () => setCheckingOut(false);

  return (
    <div className="page">
      <h1>Your cart</h1>
      {cart.items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          action={
            <Link to="/shop" className={buttonClass('primary')}>
              Browse Wines
            </Link>
          }
        >
          {cleared ? (
            <span role="status">
              Cart cleared: {totalItems(cart)} items, {formatPence(totalValue(cart))}.{' '}
            </span>
          ) : null}
          Pick a few bottles to start a case: twelve slots, and a magnum fills six.
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Wines in your cart">
            {cart.items.map((item) => (
              <CartLine
                key={item.product.id}
                item={item}
                max={isMember ? undefined : item.product.maxQuantityForGuest}
                // The order being checked out is for these lines: changing them starts again.
                locked={checkingOut}
                onQuantity={(quantity) =>
                  dispatch({ type: 'update-quantity', productId: item.product.id, quantity })
                }
                onRemove={() => dispatch({ type: 'remove', productId: item.product.id })}
              />
            ))}
          </ul>
          <div className={styles.aside}>
            {/* Checking out is for these lines: no more wines offered meanwhile. */}
            <CartCaseFill cart={cart} fillers={checkingOut ? undefined : fillers} />
            <CartSummary
              cart={cart}
              checkingOut={checkingOut}
              onCheckout={() => {
                setCheckingOut(true);
                onCheckout(cart);
              }}
              onChangeCart={close}
              onClear={() => {
                if (dispatch({ type: 'clear' })) setCleared(true);
              }}
            />
            {checkingOut ? checkout(cart, close) : null}
          </div>
        </div>
      )}
    </div>
  );
}
