import { z } from 'zod';

// Lower-case codes because they appear in the storefront's URL (`/shop?category=investment`).
// Spec section 6: investment wines need a signed-in user.
export const WINE_CATEGORIES = ['everyday', 'fine', 'investment'] as const;
export const WineCategory = z.enum(WINE_CATEGORIES);
export type WineCategory = z.infer<typeof WineCategory>;

export const wineCategoryLabels: Readonly<Record<WineCategory, string>> = {
  everyday: 'Everyday',
  fine: 'Fine wine',
  investment: 'Investment',
};
