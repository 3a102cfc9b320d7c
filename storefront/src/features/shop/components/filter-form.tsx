import type { FormEvent } from 'react';
import { filtersFromForm } from '../filters-from-form.ts';
import type { ShopSearch } from '../shop-search.ts';
import styles from './shop.module.css';

interface FilterFormProps {
  search: ShopSearch;
  /** Narrow screens only: whether the form is unfolded (see FilterToggle). */
  open: boolean;
  onChange: (next: ShopSearch) => void;
}

/**
 * Region, country, grape, price and stock. Applied together on submit so the list does not
 * reload on every keystroke; on phones the form folds away behind FilterToggle.
 */
export function FilterForm({ search, open, onChange }: FilterFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...search, ...filtersFromForm(new FormData(event.currentTarget)), offset: 0 });
  };

  return (
    <>
      {/* Keyed by the URL so fields show the applied filters after Back, a chip removal or a reset. */}
      <form
        id="shop-filters"
        key={JSON.stringify(search)}
        className={styles.filterForm}
        data-open={open}
        onSubmit={submit}
        aria-label="Filter wines"
      >
        <div className={styles.field}>
          <label htmlFor="filter-region">Region</label>
          <input
            id="filter-region"
            name="region"
            defaultValue={search.region ?? ''}
            placeholder="e.g. Rioja"
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-country">Country</label>
          <input
            id="filter-country"
            name="country"
            defaultValue={search.country ?? ''}
            placeholder="e.g. France"
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-varietal">Grape</label>
          <input
            id="filter-varietal"
            name="varietal"
            defaultValue={search.varietal ?? ''}
            placeholder="e.g. Pinot Noir"
            autoComplete="off"
          />
        </div>
        <fieldset className={styles.priceRange}>
          <legend>Price per bottle (£)</legend>
          <div className={styles.field}>
            <label htmlFor="filter-price-min">From</label>
            <input
              id="filter-price-min"
              name="priceMin"
              inputMode="numeric"
              defaultValue={search.priceMin ?? ''}
              placeholder="0"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="filter-price-max">To</label>
            <input
              id="filter-price-max"
              name="priceMax"
              inputMode="numeric"
              defaultValue={search.priceMax ?? ''}
              placeholder="Any"
            />
          </div>
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" name="inStock" defaultChecked={search.inStock === true} />
          In stock only
        </label>
        <button type="submit" className={styles.apply}>
          Show wines
        </button>
      </form>
    </>
  );
}
