import type { Cart } from '../cart-rules.ts';
import { CASE_SLOTS, caseFill, caseSlots } from '../case-fill.ts';
import styles from './cart.module.css';

/** Slots used out of a 12-slot case (a magnum fills 6), with what completing the case unlocks. */
export function CaseFillMeter({ cart }: { cart: Cart }) {
  const { filled, completeCases, remaining } = caseFill(caseSlots(cart));
  const message =
    remaining === 0
      ? `${completeCases === 1 ? 'Your case is' : `${completeCases} cases are`} complete — delivery is free`
      : `${filled} of ${CASE_SLOTS} slots — complete the case for free delivery`;
  return (
    <section className={styles.caseFill} aria-labelledby="case-fill-heading">
      <h2 id="case-fill-heading" className="visually-hidden">
        Case fill
      </h2>
      <meter
        className={styles.meter}
        min={0}
        max={CASE_SLOTS}
        value={filled}
        aria-label="Case slots filled"
        aria-valuetext={`${filled} of ${CASE_SLOTS} slots`}
      />
      <p>{message}</p>
      <p className={styles.muted}>A magnum fills 6 slots on its own.</p>
    </section>
  );
}
