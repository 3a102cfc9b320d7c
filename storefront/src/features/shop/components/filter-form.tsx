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
        <TextFilter label="Region" name="region" value={search.region} example="Rioja" />
        <TextFilter label="Country" name="country" value={search.country} example="France" />
        <TextFilter label="Grape" name="varietal" value={search.varietal} example="Pinot Noir" />
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

/** One free-text filter: its label, and the applied value as the field's starting text. */
function TextFilter(props: { label: string; name: string; value: string | undefined; example: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${props.name}`}>{props.label}</label>
      <input
        id={`filter-${props.name}`}
        name={props.name}
        defaultValue={props.value ?? ''}
        placeholder={`e.g. ${props.example}`}
        autoComplete="off"
      />
    </div>
  );
}
