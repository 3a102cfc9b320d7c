import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { PLAIN_ID_PATTERN } from '../catalog/id-patterns.ts';
import { Pence } from '../money.ts';

// A festival is data (docs/festival.md): imported from a file like the catalog, never coded.

const plainId = z.string().regex(PLAIN_ID_PATTERN, 'use 1-64 lower-case letters, digits and dashes');

export const FestivalId = plainId;
export type FestivalId = z.infer<typeof FestivalId>;
export const TicketTypeId = plainId;
export type TicketTypeId = z.infer<typeof TicketTypeId>;

const at = z.iso.datetime({ offset: true });

/** What one kind of ticket costs, how many there are and how many tasting tokens it carries. */
export const TicketType = z.strictObject({
  ticketTypeId: TicketTypeId,
  name: z.string().min(1).max(80),
  /** How many can be claimed in all; it may grow after tickets are out, never shrink. */
  capacity: z.int().min(0).max(1_000_000),
  /** 0: free, claimed at once; otherwise paid by card through payments. */
  pricePence: Pence,
  tokens: z.int().min(0).max(1000),
});
export type TicketType = z.infer<typeof TicketType>;

/** A wine poured at the festival (a catalog product) and what a glass costs in tokens. */
export const PouredWine = z.strictObject({
  wineProductId: ProductId,
  tokenCost: z.int().min(1).max(100),
});
export type PouredWine = z.infer<typeof PouredWine>;

const FestivalDetailsObject = z.strictObject({
  name: z.string().min(1).max(120),
  venue: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  startsAt: at,
  endsAt: at,
  ticketTypes: z.array(TicketType).min(1).max(20),
  wines: z.array(PouredWine).max(200),
});

/** A festival's whole definition, as a file row and as its event carry it. */
export const FestivalDetails = FestivalDetailsObject.superRefine((details, ctx) => {
  if (Date.parse(details.endsAt) <= Date.parse(details.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  const seenTypes = new Set<string>();
  details.ticketTypes.forEach((type, i) => {
    if (seenTypes.has(type.ticketTypeId))
      ctx.addIssue({ code: 'custom', path: ['ticketTypes', i, 'ticketTypeId'], message: 'is listed twice' });
    seenTypes.add(type.ticketTypeId);
  });
  const seenWines = new Set<string>();
  details.wines.forEach((wine, i) => {
    if (seenWines.has(wine.wineProductId))
      ctx.addIssue({ code: 'custom', path: ['wines', i, 'wineProductId'], message: 'is listed twice' });
    seenWines.add(wine.wineProductId);
  });
});
export type FestivalDetails = z.infer<typeof FestivalDetails>;

/** One festival as the storefront sees it (GET /api/festivals). */
export const Festival = FestivalDetailsObject.extend({
  festivalId: FestivalId,
  /** Running now: its start has come and its end has not (spec section 3's isActive). */
  isActive: z.boolean(),
  hasEnded: z.boolean(),
}).meta({ id: 'Festival' });
export type Festival = z.infer<typeof Festival>;

export const FestivalsQuery = z.object({
  /** true: only festivals not yet ended (running, then upcoming); otherwise every festival. */
  active: z.enum(['true', 'false']).optional(),
});

export const FestivalList = z.object({ festivals: z.array(Festival) }).meta({ id: 'FestivalList' });
export type FestivalList = z.infer<typeof FestivalList>;
