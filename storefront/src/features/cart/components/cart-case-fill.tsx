import { CASE_SLOTS } from '@wine/contracts/orders/delivery';
import type { ReactNode } from 'react';
import { caseFill } from '../../../components/case/case-fill.ts';
import { CaseFillMeter } from '../../../components/case/case-fill-meter.tsx';
import type { Cart } from '../cart-rules.ts';
import { caseSlots } from '../case-fill.ts';
import styles from './cart.module.css';

interface CartCaseFillProps {
  cart: Cart;
  /** Wines that would fill a part case, if the route has some to offer. */
  fillers?: ((slotsToFill: number) => ReactNode) | undefined;
}

/** The cart's case-fill meter: how close the cart is to a case that ships free, and what would fill it. */
export function CartCaseFill({ cart, fillers }: CartCaseFillProps) {
  const slots = caseSlots(cart);
  const { filled, completeCases, remaining } = caseFill(slots);
  return (
    <section className={styles.caseFill} aria-labelledby="case-fill-heading">
      <h2 id="case-fill-heading" className="visually-hidden">
        Case fill
      </h2>
      <CaseFillMeter slots={slots}>
        <p>
          {remaining === 0
            ? `${completeCases === 1 ? 'Your case is' : `${completeCases} cases are`} complete — delivery is free`
            : `${filled} of ${CASE_SLOTS} slots — complete the case for free delivery`}
        </p>
      </CaseFillMeter>
      {remaining > 0 && fillers ? fillers(remaining) : null}
    </section>
  );
}
