import type { ShopSortBy, SortOrder } from '@wine/contracts/catalog/shop-search';

export interface SortOption {
  value: `${ShopSortBy}-${SortOrder}`;
  label: string;
  sortBy: ShopSortBy;
  sortOrder: SortOrder;
}

const option = (sortBy: ShopSortBy, sortOrder: SortOrder, label: string): SortOption => ({
  value: `${sortBy}-${sortOrder}`,
  label,
  sortBy,
  sortOrder,
});

// One select instead of two: people think "cheapest first", not "price, ascending".
export const SORT_OPTIONS: readonly SortOption[] = [
  option('name', 'ascending', 'Name, A to Z'),
  option('price', 'ascending', 'Price, low to high'),
  option('price', 'descending', 'Price, high to low'),
  option('rating', 'descending', 'Highest rated'),
  option('vintage', 'descending', 'Vintage, youngest first'),
  option('vintage', 'ascending', 'Vintage, oldest first'),
  option('name', 'descending', 'Name, Z to A'),
  option('rating', 'ascending', 'Lowest rated'),
];

export const sortValue = (sortBy: ShopSortBy, sortOrder: SortOrder): SortOption['value'] =>
  `${sortBy}-${sortOrder}`;

export const sortOptionFor = (value: string): SortOption | undefined =>
  SORT_OPTIONS.find((candidate) => candidate.value === value);
