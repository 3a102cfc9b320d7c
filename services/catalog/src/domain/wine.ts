import type { WineListed } from '@wine/contracts/catalog/catalog-events';

/** What the decider needs to know of one sellable product. */
export type Wine = { status: 'none' } | ({ status: 'listed' } & Omit<WineListed['data'], 'listedAt'>);
