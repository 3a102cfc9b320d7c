import { CASE_SLOTS } from '@wine/contracts/orders/delivery';
import type { ReactNode } from 'react';
import { caseFill } from './case-fill.ts';
import styles from './case-fill-meter.module.css';

/**
 * Slots used out of a 12-slot case (a magnum fills 6); `children` says what completing the
 * case unlocks where the meter is shown (the cart, the bottles in storage).
 */
export function CaseFillMeter({ slots, children }: { slots: number; children: ReactNode }) {
  const { filled } = caseFill(slots);
  return (
    <div className={styles.caseFill}>
      <meter
        className={styles.meter}
        min={0}
        max={CASE_SLOTS}
        value={filled}
        aria-label="Case slots filled"
        aria-valuetext={`${filled} of ${CASE_SLOTS} slots`}
      />
      {children}
      <p className={styles.note}>A magnum fills 6 slots on its own.</p>
    </div>
  );
}
