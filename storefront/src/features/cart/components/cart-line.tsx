import { Link } from '@tanstack/react-router';
import { formatPence } from '@wine/contracts/money-format';
import { WineImage } from '../../../components/wine/wine-image.tsx';
import type { CartItem } from '../cart-rules.ts';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';

interface CartLineProps {
  item: CartItem;
  /** The most this viewer may have of the wine (the guest limit), if any. */
  max: number | undefined;
  /** Read-only while checking out. */
  locked: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, max, locked, onQuantity, onRemove }: CartLineProps) {
  const { product, quantity } = item;
  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        <WineImage src={product.thumbnail} alt="" wine={product} />
      </div>
      <div className={styles.lineText}>
        <h2 className={styles.lineName}>
          <Link to="/product/$slug" params={{ slug: product.slug }}>
            {product.name}
          </Link>
        </h2>
        <p className={styles.muted}>
          {product.vintage ?? 'Non-vintage'}
          {product.bottleSize === 'MAGNUM' ? ' · Magnum' : null}
        </p>
        <p className={styles.unitPrice}>
          {product.price === undefined ? 'Price at checkout' : `${formatPence(product.price)} each`}
        </p>
      </div>
      <div className={styles.lineControls}>
        <QuantityStepper
          label={`Quantity of ${product.name}`}
          value={quantity}
          onChange={onQuantity}
          disabled={locked}
          {...(max === undefined ? {} : { max: Math.max(max, quantity) })}
        />
        <p className={styles.lineTotal}>{formatPence((product.price ?? 0) * quantity)}</p>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          disabled={locked}
          aria-label={`Remove ${product.name}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
