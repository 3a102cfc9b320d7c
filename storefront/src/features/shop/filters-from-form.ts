import type { ShopSearch } from './shop-search.ts';

export type FilterFields = Pick<
  ShopSearch,
  'region' | 'country' | 'varietal' | 'priceMin' | 'priceMax' | 'inStock'
>;

const textValue = (value: FormDataEntryValue | null): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
};

const poundsValue = (value: FormDataEntryValue | null): number | undefined => {
  const text = textValue(value);
  if (text === undefined) return undefined;
  // People type "£20" or "19.99"; the filter works in whole pounds.
  const pounds = Number(text.replace(/^£/, ''));
  return Number.isFinite(pounds) && pounds >= 0 ? Math.round(pounds) : undefined;
};

/** The filter form's fields as URL values; blank or unreadable fields mean "no filter". */
export function filtersFromForm(form: { get(name: string): FormDataEntryValue | null }): FilterFields {
  return {
    region: textValue(form.get('region')),
    country: textValue(form.get('country')),
    varietal: textValue(form.get('varietal')),
    priceMin: poundsValue(form.get('priceMin')),
    priceMax: poundsValue(form.get('priceMax')),
    inStock: form.get('inStock') === 'on' ? true : undefined,
  };
}
