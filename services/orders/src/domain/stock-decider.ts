import type { StockEvent } from '@wine/contracts/orders/order-events';
import type { Decider } from '@wine/platform/domain/decider';
import { OutOfStockError } from './order-errors.ts';
import type { Stock } from './stock.ts';
import type { StockCommand } from './stock-commands.ts';

/**
 * The bottles of one product that orders hold. What is left is the catalog's stock level minus
 * the reservations; the command handler holds the stream's lock while it reads both, so two
 * checkouts can never both take the last bottle.
 */
function decide(command: StockCommand, state: Stock): StockEvent[] {
  const { productId, orderId, quantity } = command.data;
  switch (command.type) {
    case 'ReserveStock': {
      const { stockLevel } = command.data;
      const available = Math.max(0, stockLevel - state.reserved);
      if (quantity > available) throw new OutOfStockError(productId, available, quantity);
      return [
        { type: 'StockReserved', data: { productId, orderId, quantity, reservedAt: command.metadata.now } },
      ];
    }
    case 'ReleaseStock':
      return [
        { type: 'StockReleased', data: { productId, orderId, quantity, releasedAt: command.metadata.now } },
      ];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Stock, event: StockEvent): Stock {
  switch (event.type) {
    case 'StockReserved':
      return { reserved: state.reserved + event.data.quantity };
    case 'StockReleased':
      return { reserved: state.reserved - event.data.quantity };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const stockDecider: Decider<StockCommand, Stock, StockEvent> = {
  initialState: { reserved: 0 },
  decide,
  evolve,
};
