import type { WineEvent } from '@wine/contracts/catalog/catalog-events';
import type { Decider } from '@wine/platform/domain/decider';
import { CatalogRuleError } from './catalog-rule-error.ts';
import type { Command } from './command.ts';
import { decideInSequence } from './decide-in-sequence.ts';
import type { Wine } from './wine.ts';
import type { ListWine, WineCommand } from './wine-commands.ts';
import { wineDecider } from './wine-decider.ts';

/** "Make the catalog say this about the wine": what an import row asks for. */
export type SyncWine = Command<'SyncWine', ListWine['data']>;

/**
 * Lists a new wine, or turns the differences from the listed one into the specific commands, so
 * an unchanged row emits nothing and a new price emits only WinePriceChanged. Slug and master
 * wine are the product's identity (its URL, its reviews) and never change.
 */
function decide(command: SyncWine, state: Wine): WineEvent[] {
  const { data, metadata } = command;
  if (state.status === 'none') return wineDecider.decide({ type: 'ListWine', data, metadata }, state);
  const { productId } = data;
  if (state.slug !== data.slug) {
    throw new CatalogRuleError('The slug of a listed wine cannot change', {
      productId,
      listed: state.slug,
      given: data.slug,
    });
  }
  if (state.masterWineId !== data.masterWineId) {
    throw new CatalogRuleError('A listed wine cannot move to another master wine', {
      productId,
      listed: state.masterWineId,
      given: data.masterWineId,
    });
  }
  const commands: WineCommand[] = [
    {
      type: 'ReviseWineDetails',
      data: { productId, masterWine: data.masterWine, product: data.product },
      metadata,
    },
    {
      type: 'ChangeWinePrice',
      data: { productId, publicPricePence: data.publicPricePence, memberPricePence: data.memberPricePence },
      metadata,
    },
    { type: 'AdjustWineStock', data: { productId, stockLevel: data.stockLevel }, metadata },
  ];
  return decideInSequence(wineDecider, commands, state);
}

export const wineSyncDecider: Decider<SyncWine, Wine, WineEvent> = {
  initialState: wineDecider.initialState,
  decide,
  evolve: wineDecider.evolve,
};
