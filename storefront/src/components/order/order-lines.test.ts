import type { OrderLine } from '@wine/contracts/orders/order-events';
import { describe, expect, it } from 'vitest';
import { orderWines } from './order-lines.ts';

const textsOf = (lines: OrderLine[]) => orderWines(lines)?.map((wine) => wine.text);

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  productId: 'pauillac-2015',
  quantity: 6,
  unitPricePence: 2500,
  bottleSize: 'BOTTLE',
  linePence: 15_000,
  ...overrides,
});

describe("an order's wines", () => {
  it('are named line by line, with the size when it is not a standard bottle', () => {
    const lines = [
      line({ name: 'Pauillac 2015' }),
      line({ name: 'Barolo 2016', quantity: 1, bottleSize: 'MAGNUM' }),
      line({ name: 'Sauternes 2019', quantity: 2, bottleSize: 'HALF_BOTTLE' }),
    ];
    expect(textsOf(lines)).toEqual([
      '6 × Pauillac 2015',
      '1 × Barolo 2016 (magnum)',
      '2 × Sauternes 2019 (half bottles)',
    ]);
  });

  it('are left out for an order placed before lines carried names', () => {
    expect(orderWines([line({}), line({ quantity: 1, bottleSize: 'MAGNUM' })])).toBeUndefined();
  });

  it('count the bottles of a line that lacks its name', () => {
    const lines = [line({ name: 'Pauillac 2015' }), line({ productId: 'morgon-2022', quantity: 1 })];
    expect(orderWines(lines)).toEqual([
      { productId: 'pauillac-2015', text: '6 × Pauillac 2015' },
      { productId: 'morgon-2022', text: '1 bottle' },
    ]);
  });
});
