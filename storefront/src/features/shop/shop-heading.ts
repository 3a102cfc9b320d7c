import { wineCategoryLabels } from '@wine/contracts/catalog/wine-category';
import { wineTypeLabels } from '@wine/contracts/catalog/wine-type';
import type { ShopSearch } from './shop-search.ts';

/** 'Red wines', 'Investment wines', 'Red investment wines' or 'All wines'. */
export function shopHeading({ type, category }: Pick<ShopSearch, 'type' | 'category'>): string {
  const words = [
    type ? wineTypeLabels[type] : undefined,
    category ? wineCategoryLabels[category].replace(/ wine$/i, '') : undefined,
  ].filter((word): word is string => word !== undefined);
  if (words.length === 0) return 'All wines';
  const heading = `${words.join(' ').toLowerCase()} wines`;
  return heading.charAt(0).toUpperCase() + heading.slice(1);
}
