import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import type { MasterWineDetails, ProductDetails } from '@wine/contracts/catalog/wine-details';
import type { Command } from './command.ts';

export type ListWine = Command<'ListWine', Omit<WineListed['data'], 'listedAt'>>;

export type ReviseWineDetails = Command<
  'ReviseWineDetails',
  { productId: string; masterWine: MasterWineDetails; product: ProductDetails }
>;

export type ChangeWinePrice = Command<
  'ChangeWinePrice',
  { productId: string; publicPricePence: number; memberPricePence: number }
>;

/** Sets the counted stock in bottles. */
export type AdjustWineStock = Command<'AdjustWineStock', { productId: string; stockLevel: number }>;

export type WineCommand = ListWine | ReviseWineDetails | ChangeWinePrice | AdjustWineStock;
