import styles from './shop.module.css';

/** Shows or hides the filter form on narrow screens; wide screens always show it. */
export function FilterToggle({
  open,
  count,
  onToggle,
}: {
  open: boolean;
  count: number;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.filterToggle}
      aria-expanded={open}
      aria-controls="shop-filters"
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      Filters{count > 0 ? ` (${count})` : ''}
    </button>
  );
}
