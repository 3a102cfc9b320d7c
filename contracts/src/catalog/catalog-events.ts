import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { Pence } from '../money.ts';
import { DropDate, MasterWineId, ProductId, Slug } from './catalog-ids.ts';
import { MasterWineDetails, ProductDetails } from './wine-details.ts';

// Streams: `catalog/wine/<productId>` (one sellable product and its master wine's details) and
// `catalog/drop/<date>` (the wines of one day's drop).

export const WineListed = defineEvent(
  'WineListed',
  z.object({
    productId: ProductId,
    masterWineId: MasterWineId,
    /** Fixed at listing: it is the product page's URL. */
    slug: Slug,
    masterWine: MasterWineDetails,
    product: ProductDetails,
    publicPricePence: Pence,
    memberPricePence: Pence,
    stockLevel: z.int().min(0),
    listedAt: z.iso.datetime({ offset: true }),
  }),
);

/** A new snapshot of every descriptive field (not slug, price or stock, which have their own events). */
export const WineDetailsRevised = defineEvent(
  'WineDetailsRevised',
  z.object({
    productId: ProductId,
    masterWine: MasterWineDetails,
    product: ProductDetails,
    revisedAt: z.iso.datetime({ offset: true }),
  }),
);

export const WinePriceChanged = defineEvent(
  'WinePriceChanged',
  z.object({
    productId: ProductId,
    publicPricePence: Pence,
    memberPricePence: Pence,
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The counted stock, in bottles (an absolute level, so a redelivered event cannot double-count). */
export const WineStockAdjusted = defineEvent(
  'WineStockAdjusted',
  z.object({
    productId: ProductId,
    stockLevel: z.int().min(0),
    adjustedAt: z.iso.datetime({ offset: true }),
  }),
);

export const DropScheduled = defineEvent(
  'DropScheduled',
  z.object({
    date: DropDate,
    productIds: z.array(ProductId).min(1),
    scheduledAt: z.iso.datetime({ offset: true }),
  }),
);

/** The wines of a drop that has not started yet were replaced. */
export const DropRescheduled = defineEvent(
  'DropRescheduled',
  z.object({
    date: DropDate,
    productIds: z.array(ProductId).min(1),
    rescheduledAt: z.iso.datetime({ offset: true }),
  }),
);

export const CatalogEvent = z.discriminatedUnion('type', [
  WineListed,
  WineDetailsRevised,
  WinePriceChanged,
  WineStockAdjusted,
  DropScheduled,
  DropRescheduled,
]);
export type CatalogEvent = z.infer<typeof CatalogEvent>;

/** The events of one `catalog/wine/<productId>` stream. */
export const WineEventEnvelope = eventUnion([
  WineListed,
  WineDetailsRevised,
  WinePriceChanged,
  WineStockAdjusted,
]);
/** The events of one `catalog/drop/<date>` stream. */
export const DropEventEnvelope = eventUnion([DropScheduled, DropRescheduled]);

export type WineListed = z.infer<typeof WineListed>;
export type WineDetailsRevised = z.infer<typeof WineDetailsRevised>;
export type WinePriceChanged = z.infer<typeof WinePriceChanged>;
export type WineStockAdjusted = z.infer<typeof WineStockAdjusted>;
export type DropScheduled = z.infer<typeof DropScheduled>;
export type DropRescheduled = z.infer<typeof DropRescheduled>;

export type WineEvent = NewEventOf<WineListed | WineDetailsRevised | WinePriceChanged | WineStockAdjusted>;
export type DropEvent = NewEventOf<DropScheduled | DropRescheduled>;
