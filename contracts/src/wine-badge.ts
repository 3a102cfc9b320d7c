import { z } from 'zod';

export const WineBadge = z.enum([
  'LOW_STOCK',
  'NEW_IN',
  'LOWEST_PRICE',
  'RARE_FIND',
  'LEGEND_LABEL',
  'MAGNUM',
  'CRITIC_FAVOURITE',
  'MICHELIN_LIST',
  'TOP_VINTAGE',
  'HOLD_AND_INVEST',
  'MEMBERS_EXCLUSIVE_UK',
  'MEMBER_FAVOURITE',
]);
export type WineBadge = z.infer<typeof WineBadge>;

export type WineBadgeDisplay = { text: string; tooltip: string };

// The spec gives only the codes and three hints (LOW_STOCK never coming back, MAGNUM double
// size in 6 case slots, the UK members' exclusive); every text and tooltip here is our choice.
// Tooltips avoid promising returns: HOLD_AND_INVEST speaks of ageing, not of profit.
export const wineBadgeDisplay: Readonly<Record<WineBadge, WineBadgeDisplay>> = {
  LOW_STOCK: {
    text: 'Low stock',
    tooltip: 'Only a few bottles remain. Once sold out, it is never coming back.',
  },
  NEW_IN: { text: 'New in', tooltip: 'Just arrived in our cellar.' },
  LOWEST_PRICE: { text: 'Lowest price', tooltip: 'The lowest price we have offered for this wine.' },
  RARE_FIND: { text: 'Rare find', tooltip: 'Made in small quantities and hard to find in the UK.' },
  LEGEND_LABEL: { text: 'Legendary label', tooltip: 'From one of the most celebrated names in wine.' },
  MAGNUM: {
    text: 'Magnum',
    tooltip: 'A double-size bottle (1.5 litres). It takes up 6 case slots.',
  },
  CRITIC_FAVOURITE: { text: "Critics' favourite", tooltip: 'Highly rated by leading wine critics.' },
  MICHELIN_LIST: {
    text: 'Michelin list',
    tooltip: 'Found on the wine lists of Michelin-starred restaurants.',
  },
  TOP_VINTAGE: { text: 'Top vintage', tooltip: 'From an outstanding year for its region.' },
  HOLD_AND_INVEST: {
    text: 'Hold & invest',
    tooltip: 'Built to age: a wine to lay down in the cellar and enjoy for years to come.',
  },
  MEMBERS_EXCLUSIVE_UK: { text: 'Members exclusive', tooltip: 'Exclusive to our members in the UK.' },
  MEMBER_FAVOURITE: { text: 'Member favourite', tooltip: 'A favourite with our members.' },
};

// Spec section 9: a magnum occupies 6 of a case's slots.
export const MAGNUM_CASE_SLOTS = 6;
