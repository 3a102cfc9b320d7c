import { isDeepStrictEqual } from 'node:util';
import type { WineEvent } from '@wine/contracts/catalog/catalog-events';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { checkPrices, checkStockLevel } from './price-rules.ts';
import type { Wine } from './wine.ts';
import type { WineCommand } from './wine-commands.ts';

type Listed = Extract<Wine, { status: 'listed' }>;

function listed(state: Wine, productId: string): Listed {
  if (state.status !== 'listed') throw new NotFoundError(`Wine ${productId} is not listed`, { productId });
  return state;
}

function decide(command: WineCommand, state: Wine): WineEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'ListWine': {
      const { data } = command;
      if (state.status !== 'none') {
        throw new IllegalStateError(`Wine ${data.productId} is already listed`, {
          productId: data.productId,
        });
      }
      checkPrices(data.productId, data.publicPricePence, data.memberPricePence);
      checkStockLevel(data.productId, data.stockLevel);
      return [{ type: 'WineListed', data: { ...data, listedAt: now } }];
    }
    case 'ReviseWineDetails': {
      const { productId, masterWine, product } = command.data;
      const wine = listed(state, productId);
      // Deep equality, not JSON text: Postgres jsonb does not keep the key order of a stored event.
      if (isDeepStrictEqual(wine.masterWine, masterWine) && isDeepStrictEqual(wine.product, product))
        return [];
      return [{ type: 'WineDetailsRevised', data: { productId, masterWine, product, revisedAt: now } }];
    }
    case 'ChangeWinePrice': {
      const { productId, publicPricePence, memberPricePence } = command.data;
      const wine = listed(state, productId);
      checkPrices(productId, publicPricePence, memberPricePence);
      if (wine.publicPricePence === publicPricePence && wine.memberPricePence === memberPricePence) return [];
      return [
        { type: 'WinePriceChanged', data: { productId, publicPricePence, memberPricePence, changedAt: now } },
      ];
    }
    case 'AdjustWineStock': {
      const { productId, stockLevel } = command.data;
      const wine = listed(state, productId);
      checkStockLevel(productId, stockLevel);
      if (wine.stockLevel === stockLevel) return [];
      return [{ type: 'WineStockAdjusted', data: { productId, stockLevel, adjustedAt: now } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Wine, event: WineEvent): Wine {
  switch (event.type) {
    case 'WineListed': {
      const { listedAt: _, ...wine } = event.data;
      return { status: 'listed', ...wine };
    }
    case 'WineDetailsRevised':
      return state.status === 'listed'
        ? { ...state, masterWine: event.data.masterWine, product: event.data.product }
        : state;
    case 'WinePriceChanged':
      return state.status === 'listed'
        ? {
            ...state,
            publicPricePence: event.data.publicPricePence,
            memberPricePence: event.data.memberPricePence,
          }
        : state;
    case 'WineStockAdjusted':
      return state.status === 'listed' ? { ...state, stockLevel: event.data.stockLevel } : state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const wineDecider: Decider<WineCommand, Wine, WineEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
