import { CASE_SLOTS } from '@wine/contracts/orders/delivery';
import { caseFill } from '../../../components/case/case-fill.ts';
import { CaseFillMeter } from '../../../components/case/case-fill-meter.tsx';
import type { Cart } from '../cart-rules.ts';
import { caseSlots } from '../case-fill.ts';
import styles from './cart.module.css';

/** The cart's case-fill meter: how close the cart is to a case that ships free. */
export function CartCaseFill({ cart }: { cart: Cart }) {
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
    </section>
  );
}
