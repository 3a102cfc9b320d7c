import styles from './cart.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the wine, so each stepper on the cart page has its own accessible name. */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** − / number / + with 44 px targets; typing a number works too. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 0,
  max,
  disabled = false,
}: QuantityStepperProps) {
  const clamp = (quantity: number) => Math.max(min, max === undefined ? quantity : Math.min(max, quantity));
  return (
    <fieldset className={styles.stepper} aria-label={label}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        className={styles.stepInput}
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.currentTarget.valueAsNumber;
          if (Number.isInteger(typed)) onChange(clamp(typed));
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Increase quantity"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
