import { z } from 'zod';

// Codes are URL-safe (`/shop?type=rose`); the accent lives in the label.
export const WineType = z.enum(['red', 'white', 'rose', 'sparkling', 'dessert', 'fortified']);
export type WineType = z.infer<typeof WineType>;

export const wineTypeLabels: Readonly<Record<WineType, string>> = {
  red: 'Red',
  white: 'White',
  rose: 'Rosé',
  sparkling: 'Sparkling',
  dessert: 'Dessert',
  fortified: 'Fortified',
};
