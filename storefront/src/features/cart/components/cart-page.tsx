import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePageTitle } from '../../../lib/page/use-page-title.ts';
import { useCart } from '../use-cart.ts';
import styles from './cart.module.css';
import { CartCaseFill } from './cart-case-fill.tsx';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

export function CartPage() {
  usePageTitle('Your cart');
  const { cart, isMember, dispatch } = useCart();

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
                onQuantity={(quantity) =>
                  dispatch({ type: 'update-quantity', productId: item.product.id, quantity })
                }
                onRemove={() => dispatch({ type: 'remove', productId: item.product.id })}
              />
            ))}
          </ul>
          <div className={styles.aside}>
            <CartCaseFill cart={cart} />
            <CartSummary cart={cart} />
          </div>
        </div>
      )}
    </div>
  );
}
