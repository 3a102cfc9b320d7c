import { z } from 'zod';

// Codes are URL-safe (`/shop?type=rose`); the accent lives in the label.
// The values by themselves too: the storefront checks its URL and storage with them without
// bringing this schema (and zod) into its first page.
export const WINE_TYPES = ['red', 'white', 'rose', 'sparkling', 'dessert', 'fortified'] as const;
export const WineType = z.enum(WINE_TYPES);
export type WineType = z.infer<typeof WineType>;

export const wineTypeLabels: Readonly<Record<WineType, string>> = {
  red: 'Red',
  white: 'White',
  rose: 'Rosé',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
};
