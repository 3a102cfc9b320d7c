import { StockUrgency } from '@wine/contracts/stock-urgency';
import { describe, expect, it } from 'vitest';
import { stockMeterModel } from './stock-meter-model.ts';

describe('stockMeterModel', () => {
  it('is red only when almost gone', () => {
    const alerts = StockUrgency.options.filter((urgency) => stockMeterModel(urgency).tone === 'alert');
    expect(alerts).toEqual(['ALMOST_GONE_FOREVER']);
  });

  it('uses the contract labels and a bar that empties as stock runs down', () => {
    expect(stockMeterModel('A_FEW_BOTTLES_LEFT').label).toBe('A few bottles left');
    const fills = [
      'PLENTY_IN_STOCK',
      'SELLING_OUT_FAST',
      'A_FEW_BOTTLES_LEFT',
      'ALMOST_GONE_FOREVER',
      'OUT_OF_STOCK',
    ].map((urgency) => stockMeterModel(urgency as StockUrgency).fill);
    expect(fills).toEqual([...fills].sort((a, b) => b - a));
    expect(fills.at(-1)).toBe(0);
  });
});
