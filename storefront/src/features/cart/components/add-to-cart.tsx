import type { WineDto } from '@wine/contracts/catalog/wine';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-variant.ts';
import { cartProductFromWine } from '../cart-product.ts';
import { type CartProduct, guestAllowance } from '../cart-rules.ts';
import { useCart } from '../use-cart.ts';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface AddedToCart {
  product: CartProduct;
  quantity: number;
}

/**
 * Quantity and "Add to cart". Toasts and analytics belong to other features, so the route
 * passes onAdded; it is called only when the cart really changed (a refused add is silent).
 */
export function AddToCart({ wine, onAdded }: { wine: WineDto; onAdded: (added: AddedToCart) => void }) {
  const { cart, isMember, dispatch } = useCart();
  const [quantity, setQuantity] = useState(1);
  const product = cartProductFromWine(wine);
  const allowance = guestAllowance(cart, product, isMember);
  const atLimit = allowance === 0;
  const unavailable = !wine.inStock || atLimit;

  const add = () => {
    if (dispatch({ type: 'add', product, quantity })) {
      onAdded({ product, quantity });
      setQuantity(1);
    }
  };

  return (
    <div className={styles.addToCart}>
      <QuantityStepper
        label={`Quantity of ${wine.name}`}
        value={quantity}
        min={1}
        {...(allowance === undefined ? {} : { max: Math.max(1, allowance) })}
        onChange={setQuantity}
        disabled={unavailable}
      />
      <button type="button" className={buttonClass('primary')} disabled={unavailable} onClick={add}>
        {wine.inStock ? 'Add to cart' : 'Out of stock'}
      </button>
      {wine.inStock && atLimit ? (
        <p className={styles.note}>You have the most a guest may buy in your cart.</p>
      ) : null}
    </div>
  );
}
