import { activeFilters, withoutFilter, withoutFilters } from '../active-filters.ts';
import type { ShopSearch } from '../shop-search.ts';
import styles from './shop.module.css';

export function ActiveFilterChips({
  search,
  onChange,
}: {
  search: ShopSearch;
  onChange: (next: ShopSearch) => void;
}) {
  const filters = activeFilters(search);
  if (filters.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => onChange(withoutFilter(search, filter.key))}
          >
            {filter.label}
            <span className={styles.chipRemove} aria-hidden="true">
              ×
            </span>
            <span className="visually-hidden">, remove filter</span>
          </button>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <button type="button" className={styles.clear} onClick={() => onChange(withoutFilters(search))}>
            Clear all
          </button>
        </li>
      ) : null}
    </ul>
  );
}
