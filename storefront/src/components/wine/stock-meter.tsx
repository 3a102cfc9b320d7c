import type { StockUrgency } from '@wine/contracts/stock-urgency';
import styles from './stock-meter.module.css';
import { stockMeterModel } from './stock-meter-model.ts';

/** The stock urgency label over a thin bar; the bar is decoration, the words carry the meaning. */
export function StockMeter({ urgency }: { urgency: StockUrgency }) {
  const { label, fill, tone } = stockMeterModel(urgency);
  return (
    <div className={styles.meter} data-tone={tone}>
      <p className={styles.label}>{label}</p>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${fill * 100}%` }} />
      </span>
    </div>
  );
}
