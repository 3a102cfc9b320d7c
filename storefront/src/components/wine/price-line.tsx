import styles from './price-line.module.css';
import { type Priced, pricePresentation } from './price-presentation.ts';

/** The loudest line of a card or product page (DESIGN.md "Price line"). */
export function PriceLine({ wine, size = 'card' }: { wine: Priced; size?: 'card' | 'hero' }) {
  const shown = pricePresentation(wine);
  return (
    <div className={styles.line} data-size={size}>
      {shown.kind === 'member' ? (
        <>
          <p className={styles.prices}>
            <span className="visually-hidden">Member price </span>
            <span className={styles.price}>{shown.price}</span>
            {shown.was ? (
              <s className={styles.was}>
                <span className="visually-hidden">, usually </span>
                {shown.was}
              </s>
            ) : null}
          </p>
          {shown.savePercent > 0 ? <p className={styles.save}>Save {shown.savePercent}%</p> : null}
        </>
      ) : (
        <>
          <p className={styles.prices}>
            <span className={styles.price}>{shown.price}</span>
          </p>
          {shown.memberSavingPercent > 0 ? (
            <p className={styles.invite}>Members save {shown.memberSavingPercent}%</p>
          ) : null}
        </>
      )}
    </div>
  );
}
