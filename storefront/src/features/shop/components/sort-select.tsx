import type { ShopSearch } from '../shop-search.ts';
import { SORT_OPTIONS, sortOptionFor, sortValue } from '../sort-options.ts';
import styles from './shop.module.css';

export function SortSelect({
  search,
  onChange,
}: {
  search: ShopSearch;
  onChange: (next: ShopSearch) => void;
}) {
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>Sort by</span>
      <select
        className={styles.select}
        value={sortValue(search.sortBy, search.sortOrder)}
        onChange={(event) => {
          const chosen = sortOptionFor(event.target.value);
          if (chosen) onChange({ ...search, sortBy: chosen.sortBy, sortOrder: chosen.sortOrder, offset: 0 });
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
