import type { FestivalRow } from '../import/festival-file.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The seed's festival that is on now, so `make start` shows festival mode: the whole current
 * calendar month (UTC), under an id of its own. Running the seed again the same month changes
 * nothing; in a new month it adds that month's festival (as the catalog seed adds new drops).
 */
export function liveFestivalAt(now: Date): FestivalRow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const startsAt = new Date(Date.UTC(year, month, 1)).toISOString();
  const endsAt = new Date(Date.UTC(year, month + 1, 1) - 1).toISOString();
  return {
    festivalId: `tasting-${year}-${String(month + 1).padStart(2, '0')}`,
    details: {
      name: `The ${MONTHS[month]} Tasting`,
      venue: 'The Vaults, 12 Wapping Wall, London E1W 3SS',
      description:
        'A month of open tastings at our cellar: show your ticket at the door, spend tokens on any wine poured, keep the ones you loved in your passport.',
      startsAt,
      endsAt,
      ticketTypes: [
        { ticketTypeId: 'general', name: 'General admission', capacity: 400, pricePence: 0, tokens: 10 },
        { ticketTypeId: 'connoisseur', name: 'Connoisseur', capacity: 60, pricePence: 2500, tokens: 25 },
      ],
      // Wines anyone may see: investment wines are for signed-in people (spec section 6), and
      // the festival's page is for everyone.
      wines: [
        { wineProductId: 'wine-0001', tokenCost: 2 },
        { wineProductId: 'wine-0008', tokenCost: 2 },
        { wineProductId: 'wine-0009', tokenCost: 3 },
        { wineProductId: 'wine-0004', tokenCost: 1 },
        { wineProductId: 'wine-0005', tokenCost: 4 },
        { wineProductId: 'wine-0006', tokenCost: 2 },
      ],
    },
  };
}
